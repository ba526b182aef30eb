import { MessageOutlined, SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useUpgradeEmployer } from '../api/upgrade-employer';

const BENEFITS: Array<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <SearchOutlined />, title: 'Access Crew Profiles', text: 'Search crew who chose to be found and open their verified reviews and certificates.' },
  { icon: <MessageOutlined />, title: 'Direct Contact', text: 'Send contact requests; crew share their email with you when they accept.' },
  // Only what is built: there is no job board, so no 'Post Jobs'.
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Verification Reports',
    text: "Order a dated PDF of a crew member's verified reviews and certificates, with a code anyone can check it against.",
  },
];

interface FormValues {
  companyName: string;
  companyType: CompanyType;
  licenseNumber?: string;
}

/** Spec section 2, Employer page, non-employer: the upgrade form with its three benefits. */
export function UpgradeForm() {
  const upgrade = useUpgradeEmployer();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();

  async function submit(values: FormValues) {
    const licenseNumber = values.licenseNumber?.trim();
    try {
      // An empty licence is sent as absent (spec section 5).
      await upgrade.mutateAsync({ companyName: values.companyName, companyType: values.companyType, ...(licenseNumber ? { licenseNumber } : {}) });
      toast({ title: 'Your account has been upgraded to an employer account!' });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const message = error instanceof ApiError ? error.serverMessage : '';
      toast({ title: 'Error', description: message || 'Failed to upgrade account', variant: 'destructive' });
    }
  }

  return (
    <Card>
      <Flex vertical gap={24}>
        <div>
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
            Upgrade to Employer Account
          </Typography.Title>
          <Typography.Text type="secondary">Hire with confidence: crew profiles backed by verified reviews and certificates.</Typography.Text>
        </div>
        <Row gutter={[16, 16]}>
          {BENEFITS.map((benefit) => (
            <Col key={benefit.title} xs={24} md={8}>
              <Card size="small" style={{ height: '100%' }}>
                <Flex vertical gap={4}>
                  <Typography.Text strong>
                    {benefit.icon} {benefit.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{benefit.text}</Typography.Text>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
        <Form<FormValues> layout="vertical" onFinish={submit} requiredMark style={{ maxWidth: 480 }}>
          <Form.Item name="companyName" label="Company Name" rules={[{ required: true, whitespace: true, message: 'Please enter your company name' }, { max: 120 }]}>
            <Input autoComplete="organization" maxLength={120} />
          </Form.Item>
          <Form.Item name="companyType" label="Company Type" rules={[{ required: true, message: 'Please choose your company type' }]}>
            <Select placeholder="Select company type" options={COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }))} />
          </Form.Item>
          <Form.Item name="licenseNumber" label="License Number" extra="Optional. For a recruitment agency, its MLC 2006 recruitment and placement service licence: an administrator can verify your company with it.">
            <Input maxLength={60} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={upgrade.isPending}>
            Upgrade Account
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
