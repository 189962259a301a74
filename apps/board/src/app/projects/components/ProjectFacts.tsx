import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectView } from '@taskflow/contracts';
import { formatCurrencyEur, formatDate } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Stack } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

export interface ProjectFactsProps {
  project: ProjectView;
  /** A client sees their company's name without a link, and no budget. */
  isClient: boolean;
}

/** A project's client, dates, budget and tags. */
export function ProjectFacts({ project, isClient }: ProjectFactsProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  return (
    <StyledFacts>
      <div>
        <dt>{t('projectDetail.client')}</dt>
        <dd>
          {isClient ? (
            project.clientCompany.name
          ) : (
            <Link to={`/dashboard/customers/${project.clientCompanyId}`}>{project.clientCompany.name}</Link>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('projectDetail.start')}</dt>
        <dd>{formatDate(project.startDate, language)}</dd>
      </div>
      <div>
        <dt>{t('projectDetail.end')}</dt>
        <dd>{project.endDate ? formatDate(project.endDate, language) : t('projects.noEnd')}</dd>
      </div>
      {!isClient && (
        <div>
          <dt>{t('projectDetail.budget')}</dt>
          <dd data-testid="project-budget">
            {project.budget === null || project.budget === undefined
              ? t('projectDetail.noBudget')
              : formatCurrencyEur(project.budget, language)}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('projectDetail.tags')}</dt>
        <dd>
          {project.tags.length === 0 ? (
            t('projectDetail.noTags')
          ) : (
            <Stack direction="horizontal" gap="xs" wrap>
              {project.tags.map((tag) => (
                <StyledChip key={tag} $tone="neutral">
                  {tag}
                </StyledChip>
              ))}
            </Stack>
          )}
        </dd>
      </div>
    </StyledFacts>
  );
}
