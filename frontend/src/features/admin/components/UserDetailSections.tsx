import { auditActionLabel } from '@crew/contracts/audit-log';
import { COMPANY_TYPE_LABELS, findPlan } from '@crew/contracts/plans';
import { ACCOUNT_ROLE_LABELS } from '@crew/contracts/user-values';
import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import type { AdminModerationStep, AdminPersonReview, AdminUserDetail, NamedParty } from '../api/schemas';
import { AuditDetails } from './AuditDetails';
import { ADMIN_LEVEL_LABELS, EVENT_LABELS } from './labels';
import { UserDetailLink } from './UserDetailLink';

const dateTime = (value: string) => dayjs(value).format('MMM D, YYYY HH:mm');

/** A card whose title is a real h2 under the page's h1 (antd draws card titles as divs). */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ body: { overflowX: 'auto' } }}
    >
      {children}
    </Card>
  );
}

const Person = ({ party }: { party: NamedParty }) => <UserDetailLink userId={party.id} name={party.name} formerMember={party.formerMember} />;

function accountAge(createdAt: string): string {
  const days = dayjs().diff(dayjs(createdAt), 'day');
  if (days < 1) return 'today';
  if (days < 60) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const months = dayjs().diff(dayjs(createdAt), 'month');
  if (months < 24) return `${months} months ago`;
  return `${dayjs().diff(dayjs(createdAt), 'year')} years ago`;
}

export function AccountSection({ detail }: { detail: AdminUserDetail }) {
  const { account } = detail;
  const activity = new URLSearchParams({ tab: 'audit', actorId: account.id, kind: 'all' });
  return (
    <Section title="Account" extra={<Link to={`/admin-dashboard?${activity}`}>Their entries in the audit log</Link>}>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small">
        <Descriptions.Item label="Email">{account.email}</Descriptions.Item>
        <Descriptions.Item label="Account type">{ACCOUNT_ROLE_LABELS[account.role]}</Descriptions.Item>
        <Descriptions.Item label="Admin level">{account.adminLevel ? ADMIN_LEVEL_LABELS[account.adminLevel] : 'None'}</Descriptions.Item>
        <Descriptions.Item label="Email confirmed">{account.isVerified ? 'Yes' : 'Not yet'}</Descriptions.Item>
        <Descriptions.Item label="Member since">
          {formatDate(account.createdAt)} ({accountAge(account.createdAt)})
        </Descriptions.Item>
        <Descriptions.Item label="User id">
          <Typography.Text code copyable>
            {account.id}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Section>
  );
}

export function BillingSection({ billing }: { billing: NonNullable<AdminUserDetail['billing']> }) {
  const { contactRequests: contacts } = billing;
  return (
    <Section title="Plan and billing">
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small">
        <Descriptions.Item label="Company">
          {billing.company ? (
            <span>
              {billing.company.name} ({COMPANY_TYPE_LABELS[billing.company.type]}) {billing.company.verified ? <Tag color="green">Verified</Tag> : <Tag>Unverified</Tag>}
            </span>
          ) : (
            'None'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Plan">{findPlan(billing.plan)?.name ?? 'No plan'}</Descriptions.Item>
        <Descriptions.Item label="Status">{billing.status === 'active' ? <Tag color="green">Active</Tag> : billing.status ? <Tag>Inactive</Tag> : 'None'}</Descriptions.Item>
        <Descriptions.Item label="Expires">{billing.expiresAt ? formatDate(billing.expiresAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="Credits">${billing.creditsBalance}</Descriptions.Item>
        <Descriptions.Item label="Contact requests">
          {contacts.total} sent: {contacts.pending} pending, {contacts.accepted} accepted, {contacts.declined} declined
        </Descriptions.Item>
      </Descriptions>
      {contacts.recent.length > 0 && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          style={{ marginTop: 16 }}
          dataSource={contacts.recent}
          columns={[
            { title: 'Sent', dataIndex: 'createdAt', key: 'sent', render: formatDate },
            { title: 'Crew member', dataIndex: 'crewId', key: 'crew', render: (id: string) => <Link to={`/admin-dashboard/users/${id}`}>Open their page</Link> },
            { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => <Tag>{status.charAt(0).toUpperCase() + status.slice(1)}</Tag> },
            { title: 'Answered', dataIndex: 'respondedAt', key: 'answered', render: (value: string | null) => (value ? formatDate(value) : '—') },
          ]}
        />
      )}
    </Section>
  );
}

function ReviewTags({ review }: { review: AdminPersonReview }) {
  return (
    <Flex wrap gap={4}>
      {review.status === 'deleted' ? <Tag color="red">Deleted</Tag> : review.status === 'pending' ? <Tag color="gold">Pending</Tag> : <Tag color="blue">Confirmed</Tag>}
      {review.isVerified && <Tag color="green">Verified</Tag>}
      {review.flaggedAsSuspicious && <Tag color="volcano">Flagged</Tag>}
      {review.isHidden && <Tag>Hidden</Tag>}
    </Flex>
  );
}

export function ReviewsSection({ title, who, page, onHistory }: { title: string; who: 'Reviewer' | 'About'; page: AdminUserDetail['reviewsWritten']; onHistory: (id: string) => void }) {
  return (
    <Section title={`${title} (${page.total})`}>
      {page.reviews.length === 0 ? (
        <Empty description="None" />
      ) : (
        <>
          <Table<AdminPersonReview>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={page.reviews}
            scroll={{ x: 560 }}
            columns={[
              { title: 'Date', dataIndex: 'createdAt', key: 'date', render: formatDate, width: 120 },
              { title: who, key: 'other', render: (_, review) => <Person party={review.otherParty} /> },
              { title: 'Rating', dataIndex: 'rating', key: 'rating', render: (rating: number) => `${rating}/5`, width: 70 },
              { title: 'Status', key: 'status', render: (_, review) => <ReviewTags review={review} /> },
              {
                title: 'History',
                key: 'history',
                render: (_, review) => (
                  <Button size="small" onClick={() => onHistory(review.id)} aria-label={`History of the review of ${formatDate(review.createdAt)}`}>
                    History
                  </Button>
                ),
              },
            ]}
          />
          {page.total > page.reviews.length && (
            <Typography.Text type="secondary">
              The newest {page.reviews.length} of {page.total}.
            </Typography.Text>
          )}
        </>
      )}
    </Section>
  );
}

function OtherAccounts({ accounts }: { accounts: Array<{ person: NamedParty; timesSeen: number }> }) {
  if (accounts.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Flex vertical>
      {accounts.map(({ person, timesSeen }) => (
        <span key={person.id}>
          <Person party={person} /> <Typography.Text type="secondary">({timesSeen}×)</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}

export function SightingsSection({ sightings }: { sightings: AdminUserDetail['sightings'] }) {
  return (
    <Section title="Sign-ins: addresses and devices">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          What the fraud rules compare: a device used by both reviewer and reviewee flags a review; an address the reviewee signed in from in the last {sightings.ipWindowDays} days adds
          weight to other signals.
        </Typography.Paragraph>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Sign-in addresses ({sightings.totalSignInIps})
        </Typography.Title>
        {sightings.signInIps.length === 0 ? (
          <Empty description="No sign-ins recorded" />
        ) : (
          <Table
            size="small"
            rowKey="ip"
            pagination={false}
            dataSource={sightings.signInIps}
            scroll={{ x: 640 }}
            columns={[
              { title: 'Address', dataIndex: 'ip', key: 'ip', render: (ip: string) => <Typography.Text code>{ip}</Typography.Text> },
              { title: 'Times', dataIndex: 'timesSeen', key: 'times', width: 70 },
              { title: 'First seen', dataIndex: 'firstSeenAt', key: 'first', render: dateTime },
              { title: 'Last seen', dataIndex: 'lastSeenAt', key: 'last', render: dateTime },
              {
                title: 'Compared',
                dataIndex: 'comparedByFraudRules',
                key: 'compared',
                render: (compared: boolean) => (compared ? <Tag color="gold">Last {sightings.ipWindowDays} days</Tag> : <Tag>Older</Tag>),
              },
              { title: 'Other accounts here', key: 'others', render: (_, ip) => <OtherAccounts accounts={ip.otherAccounts} /> },
            ]}
          />
        )}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Devices ({sightings.totalDevices})
        </Typography.Title>
        {sightings.devices.length === 0 ? (
          <Empty description="No devices recorded" />
        ) : (
          <Table
            size="small"
            rowKey="fingerprint"
            pagination={false}
            dataSource={sightings.devices}
            scroll={{ x: 560 }}
            columns={[
              { title: 'Device', dataIndex: 'fingerprint', key: 'device', render: (id: string) => <Typography.Text code>{id}</Typography.Text> },
              { title: 'Times', dataIndex: 'timesSeen', key: 'times', width: 70 },
              { title: 'First seen', dataIndex: 'firstSeenAt', key: 'first', render: dateTime },
              { title: 'Last seen', dataIndex: 'lastSeenAt', key: 'last', render: dateTime },
              { title: 'Other accounts on it', key: 'others', render: (_, device) => <OtherAccounts accounts={device.otherAccounts} /> },
            ]}
          />
        )}
      </Flex>
    </Section>
  );
}

const stepLabel = (step: AdminModerationStep) => EVENT_LABELS[step.action] ?? auditActionLabel(step.action);

export function ModerationSection({ moderation, onHistory }: { moderation: AdminUserDetail['moderation']; onHistory: (id: string) => void }) {
  return (
    <Section title={`Flags and decisions (${moderation.total})`}>
      {moderation.steps.length === 0 ? (
        <Empty description="No flags or admin decisions" />
      ) : (
        <ol aria-label="Newest first" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {moderation.steps.map((step, index) => (
            <li key={`${step.occurredAt}-${index}`} style={{ padding: '12px 0', borderTop: index ? '1px solid rgba(5, 5, 5, 0.06)' : undefined }}>
              <Flex vertical gap={2}>
                <Flex wrap gap={8} align="baseline">
                  <Typography.Text strong>{stepLabel(step)}</Typography.Text>
                  {step.kind === 'account' && <Tag color="blue">Account activity</Tag>}
                  {step.review && (
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onHistory(step.review!.id)}>
                      on a review they {step.review.side === 'written' ? 'wrote' : 'received'}
                    </Button>
                  )}
                </Flex>
                <Typography.Text type="secondary">
                  {dateTime(step.occurredAt)} · by{' '}
                  {step.actor.id === null ? 'the system' : <UserDetailLink userId={step.actor.id} name={step.actor.name} formerMember={step.actor.email === null} />}
                </Typography.Text>
                <AuditDetails action={step.action} details={step.details} />
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
