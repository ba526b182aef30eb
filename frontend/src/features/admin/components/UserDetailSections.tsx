import { auditActionLabel } from '@crew/contracts/audit-log';
import { COMPANY_TYPE_LABELS, findPlan } from '@crew/contracts/plans';
import { ACCOUNT_ROLE_LABELS } from '@crew/contracts/user-values';
import { Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import type { AdminModerationStep, AdminPersonReview, AdminUserDetail, NamedParty } from '../api/schemas';
import { AuditDetails } from './AuditDetails';
import { AdaptiveTable } from './StackedRows';
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
      styles={{ title: { whiteSpace: 'normal' } }}
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

/** The second factors an account has, in words ('Authenticator app, 2 passkeys; 8 recovery codes left'). */
export function secondFactorsText({ authenticator, passkeys, recoveryCodesLeft }: AdminUserDetail['account']['secondFactors']): string {
  const factors = [...(authenticator ? ['Authenticator app'] : []), ...(passkeys ? [`${passkeys} ${passkeys === 1 ? 'passkey' : 'passkeys'}`] : [])];
  if (factors.length === 0) return 'None';
  return `${factors.join(', ')}; ${recoveryCodesLeft} recovery ${recoveryCodesLeft === 1 ? 'code' : 'codes'} left`;
}

/** `secondFactorAction`: what the viewing admin may do about them (a super admin's reset). */
export function AccountSection({ detail, secondFactorAction }: { detail: AdminUserDetail; secondFactorAction?: ReactNode }) {
  const { account } = detail;
  const activity = new URLSearchParams({ tab: 'audit', actorId: account.id, kind: 'all' });
  return (
    <Section title="Account">
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small">
        <Descriptions.Item label="Email">{account.email}</Descriptions.Item>
        <Descriptions.Item label="Account type">{ACCOUNT_ROLE_LABELS[account.role]}</Descriptions.Item>
        <Descriptions.Item label="Admin level">{account.adminLevel ? ADMIN_LEVEL_LABELS[account.adminLevel] : 'None'}</Descriptions.Item>
        <Descriptions.Item label="Email confirmed">{account.isVerified ? 'Yes' : 'Not yet'}</Descriptions.Item>
        <Descriptions.Item label="Second factors">
          <Flex wrap gap={8} align="center">
            <span>{secondFactorsText(account.secondFactors)}</span>
            {secondFactorAction}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label="Member since">
          {formatDate(account.createdAt)} ({accountAge(account.createdAt)})
        </Descriptions.Item>
        <Descriptions.Item label="User id">
          <Typography.Text code copyable style={{ overflowWrap: 'anywhere' }}>
            {account.id}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Link to={`/admin-dashboard?${activity}`} style={{ display: 'inline-block', marginTop: 12 }}>
        Their entries in the audit log
      </Link>
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
        <div style={{ marginTop: 16 }}>
          <AdaptiveTable
            label="Latest contact requests"
            rows={contacts.recent}
            rowKey={(contact) => contact.id}
            columns={[
              { title: 'Sent', key: 'sent', render: (contact) => formatDate(contact.createdAt) },
              { title: 'Crew member', key: 'crew', render: (contact) => <UserDetailLink userId={contact.crewId} name="Open their page" /> },
              { title: 'Status', key: 'status', render: (contact) => <Tag>{contact.status.charAt(0).toUpperCase() + contact.status.slice(1)}</Tag> },
              { title: 'Answered', key: 'answered', render: (contact) => (contact.respondedAt ? formatDate(contact.respondedAt) : '—') },
            ]}
          />
        </div>
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
          <AdaptiveTable<AdminPersonReview>
            label={title}
            rows={page.reviews}
            rowKey={(review) => review.id}
            columns={[
              { title: 'Date', key: 'date', render: (review) => formatDate(review.createdAt), width: 120 },
              { title: who, key: 'other', render: (review) => <Person party={review.otherParty} /> },
              { title: 'Rating', key: 'rating', render: (review) => `${review.rating}/5`, width: 70 },
              { title: 'Status', key: 'status', render: (review) => <ReviewTags review={review} /> },
              {
                title: 'History',
                key: 'history',
                render: (review) => (
                  <Button size="small" onClick={() => onHistory(review.id)} aria-label={`History of the review ${who === 'Reviewer' ? 'by' : 'about'} ${review.otherParty.name} on ${formatDate(review.createdAt)}`}>
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
          <AdaptiveTable
            label="Sign-in addresses"
            rows={sightings.signInIps}
            rowKey={(ip) => ip.ip}
            columns={[
              { title: 'Address', key: 'ip', render: (ip) => <Typography.Text code>{ip.ip}</Typography.Text> },
              { title: 'Times', key: 'times', render: (ip) => ip.timesSeen, width: 70 },
              { title: 'First seen', key: 'first', render: (ip) => dateTime(ip.firstSeenAt) },
              { title: 'Last seen', key: 'last', render: (ip) => dateTime(ip.lastSeenAt) },
              {
                title: 'Compared',
                key: 'compared',
                render: (ip) => (ip.comparedByFraudRules ? <Tag color="gold">Last {sightings.ipWindowDays} days</Tag> : <Tag>Older</Tag>),
              },
              { title: 'Other accounts here', key: 'others', render: (ip) => <OtherAccounts accounts={ip.otherAccounts} /> },
            ]}
          />
        )}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Devices ({sightings.totalDevices})
        </Typography.Title>
        {sightings.devices.length === 0 ? (
          <Empty description="No devices recorded" />
        ) : (
          <AdaptiveTable
            label="Devices"
            rows={sightings.devices}
            rowKey={(device) => device.fingerprint}
            columns={[
              { title: 'Device', key: 'device', render: (device) => <Typography.Text code>{device.fingerprint}</Typography.Text> },
              { title: 'Times', key: 'times', render: (device) => device.timesSeen, width: 70 },
              { title: 'First seen', key: 'first', render: (device) => dateTime(device.firstSeenAt) },
              { title: 'Last seen', key: 'last', render: (device) => dateTime(device.lastSeenAt) },
              { title: 'Other accounts on it', key: 'others', render: (device) => <OtherAccounts accounts={device.otherAccounts} /> },
            ]}
          />
        )}
      </Flex>
    </Section>
  );
}

const stepLabel = (step: AdminModerationStep) => (EVENT_LABELS as Record<string, string>)[step.action] ?? auditActionLabel(step.action);

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
