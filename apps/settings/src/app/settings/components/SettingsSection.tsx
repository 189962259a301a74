import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, Stack, Text } from '@taskflow/ui';

export const StyledSectionHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Names the section as a landmark region (aria-labelledby its heading). */
  id: string;
}

/** One card of a settings tab: a heading, an optional sentence and the controls. */
export function SettingsSection({ title, description, children, id }: SettingsSectionProps) {
  return (
    <Card as="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="lg">
        <StyledSectionHeader>
          <Heading level={2} size="lg" id={`${id}-heading`}>
            {title}
          </Heading>
          {description ? (
            <Text size="sm" muted>
              {description}
            </Text>
          ) : null}
        </StyledSectionHeader>
        {children}
      </Stack>
    </Card>
  );
}
