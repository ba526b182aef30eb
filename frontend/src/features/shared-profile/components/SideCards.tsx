import { Card, Flex, Progress, Typography } from 'antd';
import { experienceLabel, oneDecimal, roleLabel } from '../labels';
import type { PublicProfile } from '../api/schemas';

/** Spec section 9: the first 5 skills. */
export const MAX_PUBLIC_SKILLS = 5;

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0' }}>
      <dt style={{ color: 'rgba(0, 0, 0, 0.55)' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{value}</dd>
    </div>
  );
}

export function ProfileStatisticsCard({ stats }: { stats: PublicProfile['stats'] }) {
  return (
    <Card title="Profile Statistics">
      <dl style={{ margin: 0 }}>
        <Row label="Total Reviews" value={stats.totalReviews} />
        <Row label="Verified Reviews" value={stats.verifiedReviews} />
        <Row label="Average Rating" value={`${oneDecimal(stats.averageRating)}/5`} />
        {stats.servedTogetherReviews > 0 && <Row label="Served Together" value={stats.servedTogetherReviews} />}
      </dl>
    </Card>
  );
}

export function SkillsAssessmentCard({ skills }: { skills: PublicProfile['skills'] }) {
  const shown = skills.slice(0, MAX_PUBLIC_SKILLS);
  return (
    <Card title="Skills Assessment">
      {shown.length === 0 ? (
        <Typography.Text type="secondary">No skills data available yet</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {shown.map((skill) => (
            <div key={skill.name}>
              <Flex justify="space-between">
                <Typography.Text>{skill.name}</Typography.Text>
                <Typography.Text strong>{oneDecimal(skill.averageRating)}/5</Typography.Text>
              </Flex>
              <Progress
                percent={Math.round(((Number(skill.averageRating) || 0) / 5) * 100)}
                showInfo={false}
                size="small"
                aria-label={`${skill.name}: ${oneDecimal(skill.averageRating)} out of 5`}
              />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}

export function ProfessionalDetailsCard({ user }: { user: PublicProfile['user'] }) {
  return (
    <Card title="Professional Details">
      <dl style={{ margin: 0 }}>
        <Row label="Role" value={roleLabel(user)} />
        <Row label="Experience" value={experienceLabel(user) ?? 'Not provided'} />
      </dl>
      <Typography.Paragraph type={user.isVerified ? 'success' : 'secondary'} style={{ margin: '8px 0 0' }}>
        {user.isVerified
          ? 'Verified profile: the owner has confirmed their email address.'
          : 'This profile has not been verified yet.'}
      </Typography.Paragraph>
    </Card>
  );
}
