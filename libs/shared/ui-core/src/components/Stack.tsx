import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from '../theme/theme';

export type StackDirection = 'vertical' | 'horizontal';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between' | 'around' | 'evenly';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Default 'vertical'. */
  direction?: StackDirection;
  /** Gap from the spacing scale. Default 'md'. */
  gap?: SpaceKey;
  align?: StackAlign;
  justify?: StackJustify;
  /** Let items wrap onto new lines. Default false. */
  wrap?: boolean;
  /** Render as another element, e.g. 'ul', 'section', 'form'. */
  as?: ElementType;
}

const alignMap: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

const justifyMap: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
  evenly: 'space-evenly',
};

interface StyledStackProps {
  $direction: StackDirection;
  $gap: SpaceKey;
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap: boolean;
}

export const StyledStack = styled.div<StyledStackProps>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'horizontal' ? 'row' : 'column')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  ${({ $align }) => ($align ? `align-items: ${alignMap[$align]};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${justifyMap[$justify]};` : '')}
  min-width: 0;
`;

export function Stack({ direction = 'vertical', gap = 'md', align, justify, wrap = false, as, ...rest }: StackProps) {
  return (
    <StyledStack as={as} $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />
  );
}
