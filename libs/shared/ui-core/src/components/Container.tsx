import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { SpaceKey, TaskflowTheme } from '../theme/theme';

export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** Maximum width. Default 'xl'. */
  size?: ContainerSize;
  /** Horizontal padding from the spacing scale. Default 'lg' (mobile) / 'xl' (tablet and up). */
  padding?: SpaceKey;
  as?: ElementType;
}

const maxWidth = (theme: TaskflowTheme, size: ContainerSize): string => {
  switch (size) {
    case 'sm':
      return theme.sizes.containerSm;
    case 'md':
      return theme.sizes.containerMd;
    case 'lg':
      return theme.sizes.containerLg;
    case 'xl':
      return theme.sizes.containerXl;
    default:
      return 'none';
  }
};

export const StyledContainer = styled.div<{ $size: ContainerSize; $padding?: SpaceKey }>`
  width: 100%;
  max-width: ${({ theme, $size }) => maxWidth(theme, $size)};
  margin-inline: auto;
  padding-inline: ${({ theme, $padding }) => theme.space[$padding ?? 'lg']};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme, $padding }) => theme.space[$padding ?? 'xl']};
  }
`;

export function Container({ size = 'xl', padding, as, ...rest }: ContainerProps) {
  return <StyledContainer as={as} $size={size} $padding={padding} {...rest} />;
}
