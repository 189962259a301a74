import { useTranslation } from 'react-i18next';
import type { ProjectView } from '@taskflow/contracts';
import { dashboardProjectState, projectDisplayState } from '@taskflow/domain';
import { StyledChip, type ChipTone } from './TaskChips';

const STATE_TONE: Record<string, ChipTone> = {
  completed: 'success',
  active: 'info',
  overdue: 'error',
  dueSoon: 'warning',
};

export interface ProjectStateChipProps {
  project: Pick<ProjectView, 'status' | 'isActive' | 'endDate'>;
  now: Date;
  /** 'dashboard': the dashboard's shorter variant (docs/product-rules.md#states-and-changes). */
  variant?: 'list' | 'dashboard';
}

/** A project's display state (completed, active, overdue, due soon) from the domain rules. */
export function ProjectStateChip({ project, now, variant = 'list' }: ProjectStateChipProps) {
  const { t } = useTranslation('board');
  const state = variant === 'dashboard' ? dashboardProjectState(project, now) : projectDisplayState(project, now);
  return (
    <StyledChip $tone={STATE_TONE[state]} data-testid="project-state">
      {t(`projects.state.${state}`)}
    </StyledChip>
  );
}
