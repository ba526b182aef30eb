import { CompassOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatSeaTime, formatServicePeriod, VESSEL_TYPE_LABELS, type VesselType } from '@crew/contracts/sea-service';
import { Card, Flex, Tag, Typography } from 'antd';
import { rankLabel } from '../../../lib/ranks';
import type { PublicProfile } from '../api/schemas';

type PublicSeaService = NonNullable<PublicProfile['seaService']>;

/**
 * Sea service on a full public profile (ADR 0027): each vessel with its IMO number, flag, type,
 * tonnage, rank and months, who confirmed it, and the total sea time. Nothing on a summary link
 * or when none is recorded (the server sends null).
 */
export function SeaServiceSection({ seaService }: { seaService: PublicProfile['seaService'] }) {
  if (!seaService || seaService.periods.length === 0) return null;
  return (
    <Card title="Sea Service" extra={<Typography.Text strong>{formatSeaTime(seaService.totals.days)}</Typography.Text>}>
      <ul aria-label="Sea service" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {seaService.periods.map((period, i) => (
          <ServiceItem key={`${period.imoNumber}-${period.signOnDate}`} period={period} first={i === 0} />
        ))}
      </ul>
    </Card>
  );
}

function ServiceItem({ period, first }: { period: PublicSeaService['periods'][number]; first: boolean }) {
  const months = formatServicePeriod({ from: period.signOnDate, to: period.signOffDate });
  const type = VESSEL_TYPE_LABELS[period.vesselType as VesselType] ?? period.vesselType;
  return (
    <li aria-label={`${period.vesselName}, ${months}`} style={first ? undefined : { borderTop: '1px solid #f0f0f0', marginTop: 12, paddingTop: 12 }}>
      <Flex justify="space-between" wrap gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>
            <CompassOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {period.vesselName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {rankLabel(period.rank)} · {type} · {period.grossTonnage.toLocaleString('en-US')} GT · {period.flag} · IMO {period.imoNumber}
          </Typography.Text>
        </Flex>
        <Flex vertical align="end">
          <Typography.Text>{months}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {period.days} {period.days === 1 ? 'day' : 'days'}
          </Typography.Text>
        </Flex>
      </Flex>
      {period.confirmedBy.length > 0 && (
        <Flex wrap gap={4} style={{ marginTop: 6 }}>
          {period.confirmedBy.map((c) => (
            <Tag key={`${c.name}-${c.from}`} color="green" icon={<SafetyCertificateOutlined aria-hidden />} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
              Confirmed by {c.name} ({formatServicePeriod(c)})
            </Tag>
          ))}
        </Flex>
      )}
    </li>
  );
}
