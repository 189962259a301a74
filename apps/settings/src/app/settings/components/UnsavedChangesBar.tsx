import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useToastFloor } from '@taskflow/ui';

export const StyledUnsavedBar = styled.div`
  position: sticky;
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.neutral900};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const StyledUnsavedMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledUnsavedActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

export interface UnsavedChangesBarProps {
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Shown while the active tab has pending changes: save persists only that tab, discard resets it. */
export function UnsavedChangesBar({ saving, onSave, onDiscard }: UnsavedChangesBarProps) {
  const { t } = useTranslation('settings');
  const ref = useRef<HTMLDivElement>(null);
  useToastFloor(ref);
  return (
    <StyledUnsavedBar ref={ref} role="region" aria-label={t('unsaved.message')} data-testid="unsaved-changes-bar">
      <StyledUnsavedMessage role="status">{t('unsaved.message')}</StyledUnsavedMessage>
      <StyledUnsavedActions>
        <Button variant="secondary" size="sm" disabled={saving} onClick={onDiscard}>
          {t('unsaved.discard')}
        </Button>
        <Button size="sm" loading={saving} onClick={onSave}>
          {t('unsaved.save')}
        </Button>
      </StyledUnsavedActions>
    </StyledUnsavedBar>
  );
}
