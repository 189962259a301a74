import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectTemplateSummary } from '@taskflow/contracts';
import { Button, Card, Text } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';

const StyledCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface TemplateCardProps {
  template: ProjectTemplateSummary;
  editPath: string;
  onUse: () => void;
  onCopy: () => void;
  onEdit: () => void;
  onDelete?: () => void;
}

/** One template in the list: name (opens it), Built-in mark, task count, and Use, Copy, Edit, Delete. */
export function TemplateCard({ template, editPath, onUse, onCopy, onEdit, onDelete }: TemplateCardProps) {
  const { t } = useTranslation('board');
  const { name } = template;
  return (
    <StyledCard padding="lg" data-testid="template-card">
      <StyledMain>
        <StyledTitle>
          <Link to={editPath}>{name}</Link>
          {template.builtIn && <StyledChip $tone="info">{t('templates.builtIn')}</StyledChip>}
        </StyledTitle>
        {template.description && (
          <Text size="sm" muted>
            {template.description}
          </Text>
        )}
        <Text size="sm" muted>
          {t('templates.taskCount', { count: template.taskCount })}
        </Text>
      </StyledMain>
      <StyledActions>
        <Button size="sm" aria-label={t('templates.useNamed', { name })} onClick={onUse}>
          {t('templates.use')}
        </Button>
        <Button size="sm" variant="secondary" aria-label={t('templates.copyNamed', { name })} onClick={onCopy}>
          {t('templates.copy')}
        </Button>
        {!template.builtIn && (
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('templates.editNamed', { name })}>
            {t('templates.edit')}
          </Button>
        )}
        {onDelete && (
          <Button size="sm" variant="ghost" aria-label={t('templates.deleteNamed', { name })} onClick={onDelete}>
            {t('templates.delete')}
          </Button>
        )}
      </StyledActions>
    </StyledCard>
  );
}
