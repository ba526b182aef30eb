import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** A selected item: its label and a real button to remove it (reachable by keyboard). */
export function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: '100%',
        padding: '2px 2px 2px 10px',
        borderRadius: 16,
        background: '#e8f1fb',
        border: '1px solid #b9d3ee',
        color: '#0b3a66',
        fontSize: 13,
        lineHeight: '20px',
      }}
    >
      <span style={{ overflowWrap: 'anywhere' }}>{label}</span>
      <Button type="text" size="small" shape="circle" icon={<CloseOutlined aria-hidden style={{ fontSize: 11 }} />} aria-label={`Remove ${label}`} title="Remove" onClick={onRemove} />
    </span>
  );
}
