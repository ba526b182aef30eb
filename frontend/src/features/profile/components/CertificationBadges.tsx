import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { addCertification, MAX_CERTIFICATION_LENGTH, MAX_CERTIFICATIONS, removeCertification } from '../utils/certification-badges';

/**
 * Free-text certifications as badges (spec section 5): Enter or Add adds the text unless it
 * is empty or already there; clicking a badge removes it.
 */
export function CertificationBadges({ value = [], onChange, id }: { value?: string[]; onChange?: (next: string[]) => void; id?: string }) {
  const [draft, setDraft] = useState('');

  const add = () => {
    const next = addCertification(value, draft);
    if (next.length !== value.length) onChange?.(next);
    setDraft('');
  };

  return (
    <Flex vertical gap={12}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={draft}
          maxLength={MAX_CERTIFICATION_LENGTH}
          placeholder="e.g. Powerboat Level 2, Food Hygiene Level 2"
          aria-label="New certification"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the badge instead of submitting the whole profile form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
          Add
        </Button>
      </Space.Compact>
      {value.length >= MAX_CERTIFICATIONS && <Typography.Text type="warning">You can add up to {MAX_CERTIFICATIONS} certifications.</Typography.Text>}
      {value.length === 0 ? (
        <Typography.Text type="secondary">No certifications added yet.</Typography.Text>
      ) : (
        <Flex wrap gap={8} role="list" aria-label="Certifications">
          {value.map((certification) => (
            <span role="listitem" key={certification}>
              <Button size="small" shape="round" onClick={() => onChange?.(removeCertification(value, certification))} aria-label={`Remove ${certification}`} title="Click to remove" style={{ background: '#e8f1fb', borderColor: '#b9d3ee', color: '#0b3a66', height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}>
                {certification}
                <CloseOutlined aria-hidden style={{ fontSize: 10 }} />
              </Button>
            </span>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
