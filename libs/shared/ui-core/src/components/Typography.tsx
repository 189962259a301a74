import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { FontSizeKey, FontWeightKey } from '../theme/theme';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** Semantic level, renders h1 to h6. Default 2. */
  level?: HeadingLevel;
  /** Visual size; defaults from the level. */
  size?: FontSizeKey;
  muted?: boolean;
}

const headingSizes: Record<HeadingLevel, FontSizeKey> = {
  1: 'xxxl',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export const StyledHeading = styled.h2<{ $size: FontSizeKey; $muted: boolean }>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

export function Heading({ level = 2, size, muted = false, children, ...rest }: HeadingProps) {
  const tag = `h${level}` as ElementType;
  return (
    <StyledHeading as={tag} $size={size ?? headingSizes[level]} $muted={muted} {...rest}>
      {children}
    </StyledHeading>
  );
}

export interface TextProps extends ComponentPropsWithRef<'p'> {
  /** Default 'md'. */
  size?: FontSizeKey;
  /** Secondary text colour. */
  muted?: boolean;
  weight?: FontWeightKey;
  /** Default 'p'. Use 'span' inline. */
  as?: ElementType;
}

export const StyledText = styled.p<{ $size: FontSizeKey; $muted: boolean; $weight: FontWeightKey }>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme, $weight }) => theme.fontWeights[$weight]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

export function Text({ size = 'md', muted = false, weight = 'regular', as, ...rest }: TextProps) {
  return <StyledText as={as} $size={size} $muted={muted} $weight={weight} {...rest} />;
}
