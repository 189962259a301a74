import { useTranslation } from 'react-i18next';
import type { ProjectTaskSummary } from '@taskflow/domain';
import { Avatar, Card, Heading, Stack, Text } from '@taskflow/ui';

/** The people assigned to the project's tasks. */
export function ProjectTeam({ members }: { members: ProjectTaskSummary['teamMembers'] }) {
  const { t } = useTranslation('board');
  return (
    <Card padding="lg" as="section" aria-labelledby="project-team">
      <Stack gap="sm">
        <Heading level={3} size="lg" id="project-team">
          {t('projectDetail.team')}
        </Heading>
        {members.length === 0 ? (
          <Text size="sm" muted>
            {t('projectDetail.noTeam')}
          </Text>
        ) : (
          <Stack gap="sm" as="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="project-team">
            {members.map((member) => (
              <Stack as="li" key={member.id} direction="horizontal" gap="sm" align="center">
                <Avatar firstName={member.firstName} lastName={member.lastName} size="sm" decorative />
                <Text size="sm">
                  {member.firstName} {member.lastName}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
