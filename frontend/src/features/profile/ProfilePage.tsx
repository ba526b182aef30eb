import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, AutoComplete, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { access } from '@crew/contracts/access';
import { type ReactNode, useState } from 'react';
import { useUser, type User } from '../../lib/auth';
import { RANK_OPTIONS } from '../../lib/ranks';
import { useToast } from '../../lib/toast';
import { useHandleUnauthorized } from '../../lib/unauthorized';
import type { CertificationCatalogue } from './api/get-catalogue';
import { useCatalogue } from './api/get-catalogue';
import { useUpdateProfile } from './api/update-profile';
import { CertificateWalletCard } from './components/CertificateWalletCard';
import { CertificationBadges } from './components/CertificationBadges';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { DownloadDataSection } from './components/DownloadDataSection';
import { EquivalenciesPicker, McaPicker, OtherAuthoritiesPicker, StcwPicker, UscgPicker } from './components/pickers';
import { ProfileOverviewCard } from './components/ProfileOverviewCard';
import { SeaServiceCard } from './components/SeaServiceCard';
import { SecondFactorsSection } from './components/SecondFactorsSection';
import { SecuritySection } from './components/SecuritySection';
import { SessionsSection } from './components/SessionsSection';
import { AVAILABILITY_OPTIONS, keepKnownIds, POSITION_SUGGESTIONS, toFormValues, toProfileUpdate, type ProfileFormValues } from './utils/profile-form';

/**
 * Profile settings (spec section 2): one form, initialised from the user and saved as a whole.
 * Employer and agency accounts are not crew (DESIGN.md, "Companies"): they get their account,
 * photo and `company` (composed by the route from the employer feature), and no crew fields.
 */
export default function ProfilePage({ company }: { company?: ReactNode }) {
  const { user } = useUser();
  // RequireAuth renders pages only with a user; the skeleton covers a refetch that lost it.
  if (!user) return <ProfileSkeleton />;
  if (access(user).isEmployer) return <EmployerProfile user={user} company={company} />;
  return <ProfileForm user={user} />;
}

/** An employer's or agency's profile: who they are, their photo and their company; their data and account. */
function EmployerProfile({ user, company }: { user: User; company?: ReactNode }) {
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
          Profile Settings
        </Typography.Title>
        <Typography.Text type="secondary">
          Your account and your company. Employer and agency accounts have no crew profile and never appear in crew search.
        </Typography.Text>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <ProfileOverviewCard user={user} />
        </Col>
        <Col xs={24} lg={16}>
          {company}
        </Col>
      </Row>
      <SecuritySection />
      <SecondFactorsSection />
      <SessionsSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </Flex>
  );
}

function ProfileSkeleton() {
  return (
    <Flex vertical gap={24} aria-busy="true" aria-label="Loading profile">
      <Skeleton.Input active style={{ width: 240 }} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Card>
            <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 4 }} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

const SaveButton = ({ loading }: { loading: boolean }) => (
  <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={loading}>
    Save Changes
  </Button>
);

function ProfileForm({ user }: { user: User }) {
  const [form] = Form.useForm<ProfileFormValues>();
  // Set once: later refreshes of the user (a new photo) must not wipe unsaved edits.
  const [initialValues] = useState(() => toFormValues(user));
  const position = Form.useWatch('position', form);
  const catalogue = useCatalogue();
  const update = useUpdateProfile();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();

  const save = () =>
    // Every value in the store, including selections whose picker is still loading.
    update.mutate(keepKnownIds(toProfileUpdate(form.getFieldsValue(true) as ProfileFormValues), catalogue.data), {
      onSuccess: (saved) => {
        // The server trims text and drops repeats: show what was stored.
        if (saved && typeof saved === 'object') form.setFieldsValue(toFormValues(saved));
        toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' });
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' });
      },
    });

  return (
    <>
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={save} requiredMark={false} aria-label="Profile settings">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
            Profile Settings
          </Typography.Title>
          <Typography.Text type="secondary">Manage your professional information and certifications.</Typography.Text>
        </div>
        <SaveButton loading={update.isPending} />
      </Flex>

      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <ProfileOverviewCard user={user} />
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap={24}>
            <Card title="Professional Information">
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item label="Position" name="position" rules={[{ max: 100, message: 'Position must be at most 100 characters' }]}>
                    <AutoComplete
                      options={POSITION_SUGGESTIONS.map((value) => ({ value }))}
                      showSearch={{ filterOption: (input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase()) }}
                      placeholder="e.g. Chief Officer"
                      allowClear
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label="Maritime Role" name="rank" extra="Your rank or role on board. Your account type does not change.">
                    <Select
                      options={RANK_OPTIONS}
                      placeholder="Select your maritime role"
                      allowClear
                      showSearch={{ filterOption: (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase()) }}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item label="Experience" name="experience" rules={[{ max: 500, message: 'Experience must be at most 500 characters' }]} style={{ marginBottom: 0 }}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} placeholder="e.g. 8 years on motor yachts from 40 to 90 m" />
              </Form.Item>
            </Card>

            <Card title="Employer Search">
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item label="Location" name="location" rules={[{ max: 120, message: 'Location must be at most 120 characters' }]}>
                    <Input maxLength={120} placeholder="e.g. Antibes, France" autoComplete="address-level2" />
                  </Form.Item>
                </Col>
                {/* Side by side only where both labels fit one line: on a phone "Years of experience"
                    wrapped to two lines and pushed its box below its neighbour's. */}
                <Col xs={24} sm={12} md={6}>
                  <Form.Item label="Years of experience" name="experienceYears">
                    <InputNumber min={0} max={60} precision={0} style={{ width: '100%' }} placeholder="0-60" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item label="Availability" name="availability">
                    <Select options={[...AVAILABILITY_OPTIONS]} placeholder="Select" allowClear />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item label="Short bio" name="bio" rules={[{ max: 1000, message: 'Bio must be at most 1000 characters' }]}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount placeholder="A few lines employers see in search results" />
              </Form.Item>
              <Flex align="center" gap={12}>
                <Form.Item name="searchable" valuePropName="checked" noStyle>
                  <Switch id="profile-searchable" aria-describedby="profile-searchable-help" />
                </Form.Item>
                <label htmlFor="profile-searchable">Show my profile in employer search</label>
              </Flex>
              <Typography.Text id="profile-searchable-help" type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
                Off until you turn it on. Employers with a subscription can then find you by position, location, experience and availability.
              </Typography.Text>
            </Card>

            <Card title="Certifications">
              <Form.Item name="certifications" noStyle>
                <CertificationBadges />
              </Form.Item>
            </Card>
          </Flex>
        </Col>

        <Col xs={24}>
          <CertificationSections catalogue={catalogue.data} isLoading={catalogue.isLoading} isError={catalogue.isError} onRetry={() => catalogue.refetch()} position={position} />
        </Col>
      </Row>

      <Flex justify="flex-end" style={{ marginTop: 24 }}>
        <SaveButton loading={update.isPending} />
      </Flex>
    </Form>
    <Flex vertical gap={24} style={{ marginTop: 32 }}>
      <CertificateWalletCard />
      <SeaServiceCard />
      <SecuritySection />
      <SecondFactorsSection />
      <SessionsSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </Flex>
    </>
  );
}

function CertificationSections({ catalogue, isLoading, isError, onRetry, position }: { catalogue?: CertificationCatalogue; isLoading: boolean; isError: boolean; onRetry: () => void; position?: string }) {
  if (!catalogue) {
    if (isError && !isLoading) {
      return (
        <Alert
          type="error"
          showIcon
          title="The certification catalogues could not be loaded."
          description="Your selected certifications are kept and saved with the form."
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              Retry
            </Button>
          }
        />
      );
    }
    return (
      <Flex vertical gap={24} aria-busy="true" aria-label="Loading certification catalogues">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={24}>
      <Form.Item name="stcwEndorsements" noStyle>
        <StcwPicker catalogue={catalogue} position={position} />
      </Form.Item>
      <Form.Item name="uscgLicenses" noStyle>
        <UscgPicker catalogue={catalogue} />
      </Form.Item>
      <Form.Item name="mcaCertificates" noStyle>
        <McaPicker catalogue={catalogue} />
      </Form.Item>
      <Form.Item name="otherAuthorities" noStyle>
        <OtherAuthoritiesPicker catalogue={catalogue} />
      </Form.Item>
      <Form.Item name="cocEquivalencies" noStyle>
        <EquivalenciesPicker catalogue={catalogue} />
      </Form.Item>
    </Flex>
  );
}
