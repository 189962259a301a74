import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePageHeader } from '@taskflow/app-providers';
import type { ProjectTemplateSummary, UserLanguage } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Button, EmptyState, Heading, LoadingState, Stack, StatePanel, Text } from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { useTemplateAccess } from '../../common/hooks/useTemplateAccess';
import { useProjectTemplatesQuery } from '../../common/state/project-templates.api';
import { useTemplateActions } from '../hooks/useTemplateActions';
import { TemplateCard } from './TemplateCard';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LIST_PATH = '/dashboard/projects/templates';
const editPath = (template: ProjectTemplateSummary) => `${LIST_PATH}/${encodeURIComponent(template.id)}`;
const pathToUse = (template: ProjectTemplateSummary) =>
  `/dashboard/projects/add?template=${encodeURIComponent(template.id)}`;

/** /dashboard/projects/templates: the built-in and the agency's project templates (docs/screens-and-routes.md#board). */
export function ProjectTemplatesPage() {
  const { t } = useTranslation('board');
  const access = useTemplateAccess();
  if (!access.decided) return <LoadingState label={t('templates.loading')} variant="spinner" />;
  if (!access.allowed) return <StatePanel variant="empty" title={t('templates.noAccess')} />;
  return <TemplateList />;
}

function TemplateList() {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const templates = useProjectTemplatesQuery(language as UserLanguage, { refetchOnMountOrArgChange: true });
  const actions = useTemplateActions();
  const newTemplate = () => navigate(`${LIST_PATH}/new`);
  usePageHeader({ action: { label: t('templates.new'), onClick: newTemplate } });

  const cards = (items: ProjectTemplateSummary[]) => (
    <StyledList>
      {items.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            editPath={editPath(template)}
            onUse={() => navigate(pathToUse(template))}
            onCopy={() => void actions.copy(template)}
            onEdit={() => navigate(editPath(template))}
            onDelete={template.builtIn ? undefined : () => actions.remove(template)}
          />
        </li>
      ))}
    </StyledList>
  );

  return (
    <Stack gap="lg" data-testid="templates-page">
      <div>
        <Button variant="ghost" size="sm" onClick={() => navigate('/dashboard/projects')}>
          ← {t('projects.back')}
        </Button>
      </div>
      <Text muted>{t('templates.intro')}</Text>
      <QueryGate
        query={templates}
        loading={<LoadingState label={t('templates.loading')} layout="cards" />}
        errorMessage={t('templates.loadError')}
      >
        {(all) => {
          const builtIns = all.filter((template) => template.builtIn);
          const own = all.filter((template) => !template.builtIn);
          return (
            <>
              <Stack gap="sm" as="section" aria-labelledby="templates-built-in">
                <Heading level={2} size="lg" id="templates-built-in">
                  {t('templates.builtInHeading')}
                </Heading>
                {cards(builtIns)}
              </Stack>
              <Stack gap="sm" as="section" aria-labelledby="templates-own">
                <Heading level={2} size="lg" id="templates-own">
                  {t('templates.ownHeading', { count: own.length })}
                </Heading>
                {own.length === 0 ? (
                  <EmptyState
                    message={t('templates.empty')}
                    action={<Button onClick={newTemplate}>{t('templates.new')}</Button>}
                  />
                ) : (
                  cards(own)
                )}
              </Stack>
            </>
          );
        }}
      </QueryGate>
    </Stack>
  );
}

export default ProjectTemplatesPage;
