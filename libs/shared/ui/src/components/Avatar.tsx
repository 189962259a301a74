import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { TaskflowTheme } from '@taskflow/ui-core';
import { hashText, initialsOf } from '../utils/initials';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  firstName?: string;
  lastName?: string;
  /** A full name, used when first and last name are not known separately. */
  name?: string;
  /** Default 'md' (32 px); 'sm' 24 px, 'lg' 40 px. */
  size?: AvatarSize;
  /**
   * Accessible name; defaults to the person's name. Pass `decorative` instead when the name is
   * written next to the avatar, so screen readers don't read it twice.
   */
  label?: string;
  decorative?: boolean;
}

const sizes: Record<AvatarSize, { box: string; font: keyof TaskflowTheme['fontSizes'] }> = {
  sm: { box: '24px', font: 'xs' },
  md: { box: '32px', font: 'sm' },
  lg: { box: '40px', font: 'md' },
};

/** Background and text colour pairs from the theme (all above 4.5:1); each person always gets the same one. */
export const avatarColors = (theme: TaskflowTheme) => [
  { bg: theme.colors.primary, fg: theme.colors.onPrimary },
  { bg: theme.colors.infoStrong, fg: theme.colors.onStatus },
  { bg: theme.colors.successStrong, fg: theme.colors.onStatus },
  { bg: theme.colors.warningStrong, fg: theme.colors.onStatus },
  { bg: theme.colors.errorStrong, fg: theme.colors.onStatus },
  { bg: theme.colors.neutral600, fg: theme.colors.onStatus },
];

const colorFor = (theme: TaskflowTheme, seed: string) => {
  const palette = avatarColors(theme);
  return palette[hashText(seed) % palette.length];
};

export const StyledAvatar = styled.span<{ $size: AvatarSize; $seed: string }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size].box};
  height: ${({ $size }) => sizes[$size].box};
  font-size: ${({ theme, $size }) => theme.fontSizes[sizes[$size].font]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $seed }) => colorFor(theme, $seed).bg};
  color: ${({ theme, $seed }) => colorFor(theme, $seed).fg};
`;

/** A round badge with a person's initials in a colour that stays the same for that person. */
export function Avatar({ firstName, lastName, name, size = 'md', label, decorative = false, ...rest }: AvatarProps) {
  const fullName = name ?? [firstName, lastName].filter(Boolean).join(' ');
  const initials = name !== undefined ? initialsOf(name) : initialsOf(firstName, lastName ?? '');
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': label ?? fullName };
  return (
    <StyledAvatar $size={size} $seed={fullName.toLocaleLowerCase()} {...a11y} {...rest}>
      {initials || '?'}
    </StyledAvatar>
  );
}
