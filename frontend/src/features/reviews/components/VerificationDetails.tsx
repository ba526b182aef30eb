import { CrownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Review } from '../api/schemas';

const METHOD_LABELS: Record<string, string> = { email: 'Email' };

/**
 * Who wrote the review. The server sends these fields only to viewers with an active
 * subscription (DESIGN.md); everyone else sees the upsell.
 */
export function VerificationDetails({ review, subscribed }: { review: Review; subscribed: boolean }) {
  const navigate = useNavigate();
  if (!subscribed) {
    return (
      <Flex
        wrap
        gap={12}
        align="center"
        justify="space-between"
        style={{ background: '#f5f3ff', border: '1px solid #ddd6fe', borderRadius: 8, padding: '10px 12px' }}
      >
        <Flex gap={8} align="start" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <CrownOutlined style={{ color: '#7c3aed', marginTop: 4 }} aria-hidden />
          <div>
            <Typography.Text strong>Premium Verification Details Available</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
              Subscribers see the reviewer's position, vessel or project, company, verification method and submission IP.
            </Typography.Paragraph>
          </div>
        </Flex>
        <Button
          href="/employer"
          onClick={(e) => {
            e.preventDefault();
            navigate('/employer');
          }}
        >
          View Subscription Plans
        </Button>
      </Flex>
    );
  }
  const items = [
    { key: 'position', label: 'Reviewer Position', children: review.reviewerPosition || '—' },
    { key: 'vessel', label: 'Vessel / Project', children: review.reviewerVessel || '—' },
    { key: 'company', label: 'Company', children: review.reviewerCompany || '—' },
    {
      key: 'method',
      label: 'Verification Method',
      children: review.verificationMethod ? (METHOD_LABELS[review.verificationMethod] ?? review.verificationMethod) : '—',
    },
    { key: 'ip', label: 'Submission IP', children: review.ipAddress || '—' },
    ...(review.verificationNotes ? [{ key: 'notes', label: 'Admin Notes', children: review.verificationNotes, span: 'filled' as const }] : []),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      title={
        <Flex gap={6} align="center" style={{ fontSize: 14 }}>
          <SafetyCertificateOutlined aria-hidden /> Verification Details
        </Flex>
      }
      items={items}
    />
  );
}
