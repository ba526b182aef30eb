import { StarFilled } from '@ant-design/icons';
import { Flex, Radio } from 'antd';
import { RATING_LABELS } from '../labels';

/**
 * The 1-5 rating as a labelled radio group: arrow keys move between the choices and every
 * choice is announced with its label ("Excellent"), which a bare star widget does not do.
 */
export function RatingInput({ value, onChange, id }: { value?: number; onChange?: (value: number) => void; id?: string }) {
  return (
    <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value as number)} aria-label="Overall Rating" style={{ width: '100%' }}>
      <Flex wrap gap={8}>
        {[5, 4, 3, 2, 1].map((n) => (
          <Radio.Button key={n} value={n} style={{ height: 'auto', paddingBlock: 4, borderRadius: 6 }}>
            <Flex vertical align="center" style={{ lineHeight: 1.3 }}>
              <span aria-hidden style={{ color: '#f59e0b', fontSize: 12, whiteSpace: 'nowrap' }}>
                {Array.from({ length: n }, (_, i) => (
                  <StarFilled key={i} />
                ))}
              </span>
              <span>{RATING_LABELS[n]}</span>
            </Flex>
          </Radio.Button>
        ))}
      </Flex>
    </Radio.Group>
  );
}
