import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export type StatePanelVariant = 'empty' | 'error';

export interface StatePanelProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: string;
  description?: ReactNode;
  /** e.g. a "create first project" or "retry" Button. */
  action?: ReactNode;
  /** Decorative icon shown above the title. */
  icon?: ReactNode;
  /** 'error' colours the panel and announces it (role="alert"). Default 'empty'. */
  variant?: StatePanelVariant;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

export const StyledStatePanel = styled.div<{ $variant: StatePanelVariant }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  text-align: center;
  background: ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.errorSubtle : theme.colors.surface)};
  border: 1px dashed ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.xl};
`;

export const StyledStatePanelIcon = styled.div<{ $variant: StatePanelVariant }>`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: 1;
  color: ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.error : theme.colors.textSubtle)};
`;

export const StyledStatePanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledStatePanelDescription = styled.div`
  max-width: 48ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledStatePanelAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export function StatePanel({
  title,
  description,
  action,
  icon,
  variant = 'empty',
  headingLevel = 2,
  ...rest
}: StatePanelProps) {
  return (
    <StyledStatePanel role={variant === 'error' ? 'alert' : undefined} $variant={variant} {...rest}>
      {icon ? (
        <StyledStatePanelIcon aria-hidden="true" $variant={variant}>
          {icon}
        </StyledStatePanelIcon>
      ) : null}
      <StyledStatePanelTitle as={`h${headingLevel}`}>{title}</StyledStatePanelTitle>
      {description ? <StyledStatePanelDescription>{description}</StyledStatePanelDescription> : null}
      {action ? <StyledStatePanelAction>{action}</StyledStatePanelAction> : null}
    </StyledStatePanel>
  );
}
