import { CompassOutlined, EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { formatSeaTime } from '@crew/contracts/sea-service';
import { Avatar, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { allowanceNote, useSubscriptionInfo } from '../../../lib/allowances';
import type { CrewSearchResult } from '../api/schemas';
import { yearsOfExperience } from '../../../lib/plural';
import { initialsOf, ratingText } from './format';

const COMING_SOON = 'Contact requests are coming soon';

/** One result (spec section 2): avatar or initials, name, position, location, years, rating, reviews, bio, two STCW certificates and '+N more'. */
export function CrewCard({ crew, onView, contact }: { crew: CrewSearchResult; onView: () => void; contact?: ReactNode }) {
  const name = `${crew.firstName} ${crew.lastName}`;
  const extra = crew.stcwCertificates.length - 2;
  // What opening the profile will use, shown before it is opened (DESIGN.md, "Credits"); asked
  // for when the employer points at or tabs to the button, not for every card of a search.
  const [wanted, setWanted] = useState(false);
  const [pointed, setPointed] = useState(false);
  const point = (on: boolean) => {
    setPointed(on);
    if (on) setWanted(true);
  };
  const info = useSubscriptionInfo(wanted);
  const note = allowanceNote(info.data, 'profile_view');
  const hint = note ? `${note}. Opening a profile again this month is free.` : info.isPending ? 'Checking your profile views…' : undefined;
  return (
    <Card data-testid="crew-card" style={{ height: '100%' }}>
      <Flex gap={16} align="start">
        <Avatar size={56} src={crew.profileImageUrl ?? undefined} alt={name}>
          {initialsOf(crew)}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>{name}</Typography.Title>
          {crew.position && <Typography.Text type="secondary">{crew.position}</Typography.Text>}
          <Flex wrap gap={12}>
            {crew.location && (
              <Typography.Text>
                <EnvironmentOutlined aria-hidden /> {crew.location}
              </Typography.Text>
            )}
            {crew.experienceYears !== null && <Typography.Text>{yearsOfExperience(crew.experienceYears)}</Typography.Text>}
            {crew.seaDays > 0 && (
              <Typography.Text>
                <CompassOutlined aria-hidden /> {formatSeaTime(crew.seaDays)} sea time
              </Typography.Text>
            )}
          </Flex>
          <Flex wrap gap={12}>
            <Typography.Text>
              <StarFilled style={{ color: '#faad14' }} aria-hidden /> {ratingText(crew.averageRating)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {crew.verifiedReviews}/{crew.totalReviews} verified reviews
            </Typography.Text>
          </Flex>
          {crew.bio && <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{crew.bio}</Typography.Paragraph>}
          {crew.stcwCertificates.length > 0 && (
            <Flex wrap gap={4}>
              {crew.stcwCertificates.slice(0, 2).map((c) => (
                <Tag key={c}>{c}</Tag>
              ))}
              {extra > 0 && <Tag color="blue">+{extra} more</Tag>}
            </Flex>
          )}
          <Flex gap={8} style={{ marginTop: 8 }}>
            <Tooltip title={hint} open={pointed && hint !== undefined}>
              <Button
                type="primary"
                onClick={onView}
                onMouseEnter={() => point(true)}
                onMouseLeave={() => point(false)}
                onFocus={() => point(true)}
                onBlur={() => point(false)}
              >
                View Profile
              </Button>
            </Tooltip>
            {contact ?? (
              <Tooltip title={COMING_SOON}>
                <Button disabled>Contact</Button>
              </Tooltip>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
