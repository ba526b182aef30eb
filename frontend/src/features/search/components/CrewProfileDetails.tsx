import { StarFilled } from '@ant-design/icons';
import { formatSeaTime } from '@crew/contracts/sea-service';
import { Alert, Avatar, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { allowanceUsedUpOf } from '../../../lib/allowances';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateRange } from '../../../lib/dates';
import { rankLabel } from '../../../lib/ranks';
import type { CrewProfile } from '../api/schemas';
import { initialsOf, ratingText } from './format';
import { plural } from '../../../lib/plural';
import { ProfileViewOffer } from './ProfileViewOffer';
import { AVAILABILITY_OPTIONS } from './SearchFiltersPanel';

type Certificate = CrewProfile['certifications'][number]['certificates'][number];
type Review = CrewProfile['reviews'][number];

/** A chip that wraps inside its line, so a long certificate name never pushes the page sideways at 390 px. */
const WRAPPING_TAG = { whiteSpace: 'normal', overflowWrap: 'anywhere', height: 'auto', marginInlineEnd: 0 } as const;

/** Validity in words (the colour only repeats it), from the wallet's expiry date. */
export function validityText(c: Pick<Certificate, 'status' | 'daysUntilExpiry'>): { text: string; color: string } | null {
  if (c.status === null || c.daysUntilExpiry === null) return null;
  if (c.status === 'expired') return { text: 'Expired', color: 'red' };
  if (c.status === 'expiring') return { text: c.daysUntilExpiry === 0 ? 'Expires today' : `Expires in ${c.daysUntilExpiry} day${c.daysUntilExpiry === 1 ? '' : 's'}`, color: 'orange' };
  return { text: 'Valid', color: 'green' };
}

const availabilityText = (value: string | null) => AVAILABILITY_OPTIONS.find((o) => o.value === value)?.label ?? 'Not stated';

/**
 * Loading, error (with Retry) and the profile itself, for the View Profile dialog and the
 * crew profile page. `headingLevel` is the level of the section headings, under the host's title.
 */
export function CrewProfileState({
  query,
  headingLevel,
  crewId,
  onCancel,
}: {
  query: UseQueryResult<CrewProfile>;
  headingLevel: 2 | 3 | 4 | 5;
  /** The crew member asked for: with it, a used-up allowance offers paying with credits instead of a dead end. */
  crewId?: string;
  onCancel?: () => void;
}) {
  if (query.isLoading) return <Skeleton active avatar paragraph={{ rows: 6 }} data-testid="profile-loading" />;
  const refusal = allowanceUsedUpOf(query.error);
  if (refusal && crewId) return <ProfileViewOffer crewId={crewId} refusal={refusal} headingLevel={headingLevel} onCancel={onCancel} />;
  if (query.error)
    return (
      <Alert
        type="error"
        showIcon
        title={query.error instanceof ApiError ? query.error.serverMessage : 'Failed to load the profile'}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  return query.data ? <CrewProfileDetails profile={query.data} headingLevel={headingLevel} /> : null;
}

export function CrewProfileDetails({ profile, headingLevel }: { profile: CrewProfile; headingLevel: 2 | 3 | 4 | 5 }) {
  // The level follows the host (a page's h2, a dialog's h3...); the size stays that of a section heading.
  const Heading = ({ children }: { children: string }) => (
    <Typography.Title level={headingLevel} style={{ marginTop: 0, fontSize: 18 }}>
      {children}
    </Typography.Title>
  );
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Flex gap={16} align="center">
        <Avatar size={64} src={profile.profileImageUrl ?? undefined} alt={`Photo of ${name}`}>
          {initialsOf(profile)}
        </Avatar>
        <Flex vertical>
          {profile.position && <Typography.Text strong>{profile.position}</Typography.Text>}
          {profile.location && <Typography.Text type="secondary">{profile.location}</Typography.Text>}
        </Flex>
      </Flex>
      <section>
        <Heading>About</Heading>
        <Typography.Paragraph>{profile.bio || 'No bio yet.'}</Typography.Paragraph>
      </section>
      <section>
        <Heading>Experience and availability</Heading>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Experience">
            {profile.experienceYears !== null ? plural(profile.experienceYears, 'year') : 'Not stated'}
            {profile.experience ? ` · ${profile.experience}` : ''}
          </Descriptions.Item>
          {profile.rank && <Descriptions.Item label="Rank">{rankLabel(profile.rank)}</Descriptions.Item>}
          <Descriptions.Item label="Availability">{availabilityText(profile.availability)}</Descriptions.Item>
          <Descriptions.Item label="Location">{profile.location || 'Not stated'}</Descriptions.Item>
        </Descriptions>
      </section>
      <section>
        <Heading>Rating</Heading>
        <Typography.Text>
          <StarFilled style={{ color: '#faad14' }} aria-hidden /> {ratingText(profile.averageRating)} · {profile.verifiedReviews} verified review{profile.verifiedReviews === 1 ? '' : 's'}
        </Typography.Text>
      </section>
      <section>
        <Heading>Reviews</Heading>
        {profile.reviews.length === 0 ? (
          <Typography.Text type="secondary">No verified reviews yet.</Typography.Text>
        ) : (
          <Flex vertical gap={8}>
            {profile.reviews.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </Flex>
        )}
      </section>
      <section>
        <Heading>Certifications</Heading>
        {profile.certifications.length === 0 ? (
          <Typography.Text type="secondary">None listed</Typography.Text>
        ) : (
          <Flex vertical gap={8}>
            {profile.certifications.map((g) => (
              <div key={g.group} data-testid={`certificates-${g.group}`}>
                <Typography.Text strong>{g.title}</Typography.Text>
                <Flex wrap gap={4} style={{ marginTop: 4 }}>
                  {g.certificates.map((c) => {
                    const validity = validityText(c);
                    return (
                      <Flex key={c.name} gap={2} wrap style={{ maxWidth: '100%' }}>
                        <Tag style={WRAPPING_TAG}>{c.name}</Tag>
                        {validity && (
                          <Tag color={validity.color} style={WRAPPING_TAG} title={c.expiryDate ? `Expiry date ${formatDate(c.expiryDate)}` : undefined}>
                            {validity.text}
                          </Tag>
                        )}
                      </Flex>
                    );
                  })}
                </Flex>
              </div>
            ))}
          </Flex>
        )}
      </section>
      <section>
        <Heading>Sea service</Heading>
        {profile.seaService.periods.length === 0 ? (
          <Typography.Text type="secondary">No sea service recorded.</Typography.Text>
        ) : (
          <Flex vertical gap={8}>
            <Typography.Text>
              Total: {formatSeaTime(profile.seaService.totals.days)} on articles over {profile.seaService.totals.periods} period
              {profile.seaService.totals.periods === 1 ? '' : 's'}
              {profile.seaService.totals.daysAtSea > 0 ? ` · ${profile.seaService.totals.daysAtSea} days at sea` : ''}
            </Typography.Text>
            {profile.seaService.periods.map((p) => (
              <Card key={`${p.imoNumber}-${p.signOnDate}`} size="small">
                <Typography.Text strong>{p.vesselName}</Typography.Text> <Typography.Text type="secondary">IMO {p.imoNumber}</Typography.Text>
                <div>
                  {rankLabel(p.rank)} · {formatDateRange(p.signOnDate, p.signOffDate)} · {p.days} days
                  {p.daysAtSea !== null ? ` (${p.daysAtSea} at sea)` : ''}
                </div>
                {p.confirmedBy.length > 0 && <Tag color="green">Confirmed by {p.confirmedBy.join(', ')}</Tag>}
              </Card>
            ))}
          </Flex>
        )}
      </section>
    </Flex>
  );
}

function ReviewItem({ review: r }: { review: Review }) {
  return (
    <Card size="small" data-testid="employer-review">
      <Flex justify="space-between" wrap gap={4}>
        <Typography.Text strong>
          {r.reviewerName}
          {r.reviewerWorkPosition ? `, ${r.reviewerWorkPosition}` : ''}
        </Typography.Text>
        <Typography.Text>
          <StarFilled style={{ color: '#faad14' }} aria-hidden /> {r.rating}/5
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {r.context}
        {r.duration ? ` · ${r.duration}` : ''} · {formatDate(r.createdAt)}
      </Typography.Text>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 8 }}>{r.text}</Typography.Paragraph>
      <Flex wrap gap={4}>
        {r.servedTogether && (
          <Tag style={WRAPPING_TAG}>
            Served together on {r.servedTogether.vesselName} ({formatDateRange(r.servedTogether.from, r.servedTogether.to)})
          </Tag>
        )}
        {r.servedTogether?.serviceConfirmed && (
          <Tag color="green" style={WRAPPING_TAG}>
            Sea service confirmed
          </Tag>
        )}
        {r.skills.map((s) => (
          <Tag key={s} style={WRAPPING_TAG}>
            {s}
          </Tag>
        ))}
      </Flex>
      {r.reviewerDetails && (
        <Descriptions size="small" column={1} style={{ marginTop: 8 }} title="Verification details">
          <Descriptions.Item label="Position">{r.reviewerDetails.reviewerPosition}</Descriptions.Item>
          <Descriptions.Item label="Vessel or project">{r.reviewerDetails.reviewerVessel}</Descriptions.Item>
          {r.reviewerDetails.reviewerCompany && <Descriptions.Item label="Company">{r.reviewerDetails.reviewerCompany}</Descriptions.Item>}
          <Descriptions.Item label="Verification method">{r.reviewerDetails.verificationMethod}</Descriptions.Item>
          <Descriptions.Item label="Submission IP">{r.reviewerDetails.ipAddress}</Descriptions.Item>
          {r.reviewerDetails.verificationNotes && <Descriptions.Item label="Admin notes">{r.reviewerDetails.verificationNotes}</Descriptions.Item>}
        </Descriptions>
      )}
    </Card>
  );
}
