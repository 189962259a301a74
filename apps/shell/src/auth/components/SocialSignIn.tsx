import styled from 'styled-components';

export const StyledSocialLinks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledSocialLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface SocialSignInProps {
  dividerLabel: string;
  /** Provider path (plain navigation, e.g. /auth/google) → translated link text. */
  providers: { href: string; label: string }[];
}

/** Social sign-in: plain navigations to the providers' sign-in paths. */
export function SocialSignIn({ dividerLabel, providers }: SocialSignInProps) {
  return (
    <>
      <StyledDivider>{dividerLabel}</StyledDivider>
      <StyledSocialLinks>
        {providers.map(({ href, label }) => (
          <StyledSocialLink key={href} href={href}>
            {label}
          </StyledSocialLink>
        ))}
      </StyledSocialLinks>
    </>
  );
}
