import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatSeaTime, formatServicePeriod, isValidImo, MAX_GROSS_TONNAGE, normalizeImo, VESSEL_TYPE_LABELS, VESSEL_TYPES } from '@crew/contracts/sea-service';
import { Alert, Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Modal, Popconfirm, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { RANK_OPTIONS, rankLabel } from '../../../lib/ranks';
import { useSeaService } from '../../../lib/sea-service';
import { useToast } from '../../../lib/toast';
import { useMutationErrorToast } from '../../../lib/unauthorized';
import { type SeaServicePeriod, type ServicePeriodInput, useAddServicePeriod, useRemoveServicePeriod, useUpdateServicePeriod } from '../api/sea-service';

const VESSEL_TYPE_OPTIONS = VESSEL_TYPES.map((value) => ({ value, label: VESSEL_TYPE_LABELS[value] }));
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Sea service on the Profile page (ADR 0027): each period the person served, with the ship's
 * IMO number, flag, type and tonnage, the rank and dates, who confirmed it, and the total sea
 * time. Added and edited in a dialog; the server refuses overlapping periods.
 */
export function SeaServiceCard() {
  const service = useSeaService();
  const [editing, setEditing] = useState<SeaServicePeriod | 'new' | null>(null);

  return (
    <Card
      id="sea-service"
      title="Sea Service"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} disabled={!service.data}>
          Add Service
        </Button>
      }
    >
      {service.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : service.isError || !service.data ? (
        <Alert type="error" showIcon title="Your sea service could not be loaded." action={<Button size="small" onClick={() => service.refetch()}>Retry</Button>} />
      ) : service.data.periods.length === 0 ? (
        <Empty description="No sea service recorded yet. Add the vessels you served on: employers see your total sea time, and reviews from shipmates show you served together." />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text>
            <Typography.Text strong>Total sea time: </Typography.Text>
            {formatSeaTime(service.data.totals.days)}
            {service.data.totals.daysAtSea > 0 && ` · ${service.data.totals.daysAtSea} days at sea`}
          </Typography.Text>
          <ul aria-label="Service periods" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {service.data.periods.map((period, i) => (
              <PeriodItem key={period.id} period={period} first={i === 0} onEdit={() => setEditing(period)} />
            ))}
          </ul>
        </Flex>
      )}
      {editing && <ServicePeriodDialog period={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** 'IMO 9074729 · Malta · Motor yacht · 2,450 GT'. */
export function vesselFacts(period: Pick<SeaServicePeriod, 'imoNumber' | 'flag' | 'vesselType' | 'grossTonnage'>): string {
  return [`IMO ${period.imoNumber}`, period.flag, VESSEL_TYPE_LABELS[period.vesselType] ?? period.vesselType, `${period.grossTonnage.toLocaleString('en-US')} GT`].join(' · ');
}

function PeriodItem({ period, first, onEdit }: { period: SeaServicePeriod; first: boolean; onEdit: () => void }) {
  const remove = useRemoveServicePeriod();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const dates = `${formatDate(period.signOnDate)} – ${formatDate(period.signOffDate)}`;
  const days = `${period.days} ${period.days === 1 ? 'day' : 'days'}${period.daysAtSea !== null ? ` (${period.daysAtSea} at sea)` : ''}`;

  const doRemove = () =>
    remove.mutate(period.id, {
      onSuccess: () => toast({ title: 'Service removed', description: `Your service on ${period.vesselName} is removed.` }),
      onError: (error) => showError(error, 'Failed to remove the service.'),
    });

  return (
    <li aria-label={`${period.vesselName}, ${formatServicePeriod({ from: period.signOnDate, to: period.signOffDate })}`} style={first ? undefined : { borderTop: '1px solid rgba(5, 5, 5, 0.06)', marginTop: 12, paddingTop: 12 }}>
      <Flex wrap gap={12} justify="space-between" align="flex-start">
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography.Text strong>{period.vesselName}</Typography.Text>
          <Typography.Text type="secondary">{vesselFacts(period)}</Typography.Text>
          <Typography.Text type="secondary">
            {rankLabel(period.rank)} · {dates} · {days}
          </Typography.Text>
          {period.confirmations.length > 0 && (
            <Flex wrap gap={4}>
              {period.confirmations.map((c) => (
                <Tag key={c.reviewId} color="green" icon={<SafetyCertificateOutlined aria-hidden />} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
                  Confirmed by {c.confirmedByName} ({formatServicePeriod(c)})
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
        <Flex gap={8} align="center">
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={`Edit service on ${period.vesselName}`}>
            Edit
          </Button>
          <Popconfirm title="Remove this service?" okText="Remove" onConfirm={doRemove}>
            <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} aria-label={`Remove service on ${period.vesselName}`} />
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

interface PeriodForm {
  vesselName?: string;
  imoNumber?: string;
  flag?: string;
  vesselType?: ServicePeriodInput['vesselType'];
  grossTonnage?: number | null;
  rank?: ServicePeriodInput['rank'];
  signOnDate?: string;
  signOffDate?: string;
  daysAtSea?: number | null;
}

const required = (label: string) => ({ required: true, whitespace: true, message: `${label} is required` });

export function ServicePeriodDialog({ period, onClose }: { period: SeaServicePeriod | null; onClose: () => void }) {
  const [form] = Form.useForm<PeriodForm>();
  const add = useAddServicePeriod();
  const update = useUpdateServicePeriod();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const saving = add.isPending || update.isPending;

  const submit = (values: PeriodForm) => {
    const input: ServicePeriodInput = {
      vesselName: (values.vesselName ?? '').trim(),
      imoNumber: normalizeImo(values.imoNumber ?? ''),
      flag: (values.flag ?? '').trim(),
      vesselType: values.vesselType as ServicePeriodInput['vesselType'],
      grossTonnage: values.grossTonnage as number,
      rank: values.rank as ServicePeriodInput['rank'],
      signOnDate: values.signOnDate as string,
      signOffDate: values.signOffDate as string,
      daysAtSea: values.daysAtSea ?? null,
    };
    const done = {
      onSuccess: () => {
        toast({ title: 'Sea service saved', description: `Your service on ${input.vesselName} is saved.` });
        onClose();
      },
      onError: (error: unknown) => showError(error, 'Failed to save the service. Please try again.'),
    };
    if (period) update.mutate({ id: period.id, ...input }, done);
    else add.mutate(input, done);
  };

  return (
    <Modal open title={period ? `Service on ${period.vesselName}` : 'Add Sea Service'} onCancel={onClose} okText="Save" onOk={() => form.submit()} confirmLoading={saving} width={640}>
      <Form
        form={form}
        // Its own id prefix: the profile form on the same page has a 'rank' field too.
        name="sea-service-period"
        layout="vertical"
        aria-label="Sea service"
        onFinish={submit}
        initialValues={
          period
            ? { ...period, daysAtSea: period.daysAtSea ?? undefined }
            : { vesselType: undefined, rank: undefined }
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item label="Vessel name" name="vesselName" rules={[required('Vessel name'), { max: 100, message: 'At most 100 characters' }]}>
              <Input maxLength={100} placeholder="e.g. M/Y Aurora" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              label="IMO number"
              name="imoNumber"
              extra="7 digits, as on the ship's certificates"
              rules={[
                required('IMO number'),
                { validator: (_, value?: string) => (!value || isValidImo(value) ? Promise.resolve() : Promise.reject(new Error('Not a valid IMO number (check the 7 digits)'))) },
              ]}
            >
              <Input inputMode="numeric" maxLength={12} placeholder="9074729" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Flag" name="flag" rules={[required('Flag'), { max: 60, message: 'At most 60 characters' }]}>
              <Input maxLength={60} placeholder="e.g. Malta" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Vessel type" name="vesselType" rules={[{ required: true, message: 'Vessel type is required' }]}>
              <Select options={VESSEL_TYPE_OPTIONS} placeholder="Select" showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Gross tonnage" name="grossTonnage" rules={[{ required: true, message: 'Gross tonnage is required' }]}>
              <InputNumber min={1} max={MAX_GROSS_TONNAGE} precision={0} style={{ width: '100%' }} placeholder="e.g. 2450" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Rank" name="rank" rules={[{ required: true, message: 'Rank is required' }]}>
              <Select options={RANK_OPTIONS} placeholder="Select" showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Sign-on date" name="signOnDate" rules={[{ required: true, message: 'Sign-on date is required' }]}>
              <Input type="date" max={today()} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Sign-off date"
              name="signOffDate"
              dependencies={['signOnDate']}
              rules={[
                { required: true, message: 'Sign-off date is required' },
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) => {
                    const on = getFieldValue('signOnDate') as string | undefined;
                    if (value && on && value < on) return Promise.reject(new Error('Sign-off cannot be before sign-on'));
                    if (value && value > today()) return Promise.reject(new Error('Sign-off cannot be in the future'));
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <Input type="date" max={today()} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Days at sea (optional)" name="daysAtSea">
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
