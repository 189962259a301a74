import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, Container, Heading, Stack, Text } from '@taskflow/ui-core';

export const StyledHero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySubtle} 0%, transparent 100%);
`;

export const StyledEyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

export const ctaStyles = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.onPrimary)};

  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primarySubtle : theme.colors.primaryHover)};
  }
`;

/** A call to action that navigates inside the site (e.g. to /register). */
export const StyledCtaLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${ctaStyles}
`;

/** A call to action to an anchor or outside address. */
export const StyledCtaAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${ctaStyles}
`;

export const StyledSection = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  scroll-margin-top: 72px;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
`;

export const StyledGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min ?? 240}px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const StyledStepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledCtaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}

export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <StyledHero>
      <Container size="lg">
        <Stack gap="lg">
          {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
          <Heading level={1} size="display">
            {title}
          </Heading>
          <Text size="lg" muted>
            {subtitle}
          </Text>
          {children}
        </Stack>
      </Container>
    </StyledHero>
  );
}

export interface PageSectionProps {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children?: ReactNode;
}

export function PageSection({ id, title, intro, muted, children }: PageSectionProps) {
  return (
    <StyledSection id={id} aria-labelledby={`${id}-title`} $muted={muted}>
      <Container size="lg">
        <Stack gap="lg">
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          {intro && <Text muted>{intro}</Text>}
          {children}
        </Stack>
      </Container>
    </StyledSection>
  );
}

export interface CardItem {
  title: string;
  text: string;
}

/** Cards with a small heading and a paragraph each. */
export function CardGrid({ items, min }: { items: CardItem[]; min?: number }) {
  return (
    <StyledGrid $min={min}>
      {items.map((item) => (
        <li key={item.title}>
          <Card style={{ height: '100%' }}>
            <Stack gap="sm">
              <Heading level={3} size="lg">
                {item.title}
              </Heading>
              <Text muted>{item.text}</Text>
            </Stack>
          </Card>
        </li>
      ))}
    </StyledGrid>
  );
}
