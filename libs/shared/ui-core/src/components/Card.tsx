import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { ShadowKey, SpaceKey } from '../theme/theme';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Inner padding from the spacing scale. Default 'xl' ('lg' on mobile). */
  padding?: SpaceKey;
  /** Shadow from the theme. Default 'sm'. */
  elevation?: ShadowKey;
  /** Adds hover styles; use with onClick or when wrapping a link. */
  interactive?: boolean;
  as?: ElementType;
}

export const StyledCard = styled.div<{ $padding?: SpaceKey; $elevation: ShadowKey; $interactive: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme, $elevation }) => theme.shadows[$elevation]};
  padding: ${({ theme, $padding }) => theme.space[$padding ?? 'lg']};
  min-width: 0;

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme, $padding }) => theme.space[$padding ?? 'xl']};
  }

  ${({ theme, $interactive }) =>
    $interactive
      ? `
    cursor: pointer;
    transition: box-shadow ${theme.transitions.fast}, border-color ${theme.transitions.fast};
    &:hover {
      border-color: ${theme.colors.borderStrong};
      box-shadow: ${theme.shadows.md};
    }
  `
      : ''}
`;

export function Card({ padding, elevation = 'sm', interactive = false, as, ...rest }: CardProps) {
  return <StyledCard as={as} $padding={padding} $elevation={elevation} $interactive={interactive} {...rest} />;
}
