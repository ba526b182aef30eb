import { Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { useSkills } from '../api/get-skills';
import { SKILL_FIELDS, toNumber } from '../labels';

/** Spec section 9: the dashboard shows the top 5 skills. */
export const TOP_SKILLS = 5;

const skillName = (skill: string) => SKILL_FIELDS.find((f) => f.key === skill)?.label ?? skill;

/** Dashboard widget: the average peer rating of each assessed skill, out of 5. */
export function SkillsOverviewCard() {
  const { data, isLoading } = useSkills();
  const skills = (data ?? []).slice(0, TOP_SKILLS);
  return (
    <Card title="Skills Overview">
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : skills.length === 0 ? (
        <Typography.Text type="secondary">No skills data available yet</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {skills.map(({ skill, rating }) => {
            const value = toNumber(rating);
            const name = skillName(skill);
            return (
              <div key={skill}>
                <Flex justify="space-between">
                  <Typography.Text>{name}</Typography.Text>
                  <Typography.Text strong>{value.toFixed(1)}/5</Typography.Text>
                </Flex>
                <Progress
                  percent={Math.round((value / 5) * 100)}
                  showInfo={false}
                  size="small"
                  aria-label={`${name}: ${value.toFixed(1)} out of 5`}
                />
              </div>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
