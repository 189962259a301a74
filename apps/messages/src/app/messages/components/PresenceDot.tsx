import styled from 'styled-components';
import type { UserPresence } from '@taskflow/realtime';

export const StyledPresenceDot = styled.span<{ $presence: UserPresence }>`
  display: inline-block;
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme, $presence }) =>
    $presence === 'online'
      ? theme.colors.success
      : $presence === 'away'
        ? theme.colors.warning
        : theme.colors.neutral400};
`;

/** A coloured dot for online, away or offline; `label` is read by screen readers. */
export function PresenceDot({ presence, label }: { presence: UserPresence; label: string }) {
  return <StyledPresenceDot $presence={presence} role="img" aria-label={label} title={label} />;
}
