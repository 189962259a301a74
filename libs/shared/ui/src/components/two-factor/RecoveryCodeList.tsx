import styled from 'styled-components';

export const StyledCodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: 1.5rem;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export interface RecoveryCodeListProps {
  codes: string[];
  /** The list's accessible name (the heading above it). */
  label: string;
}

/** Two-factor recovery codes as shown once after set-up: a numbered list, easy to copy by hand. */
export function RecoveryCodeList({ codes, label }: RecoveryCodeListProps) {
  return (
    <StyledCodeList aria-label={label}>
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </StyledCodeList>
  );
}
