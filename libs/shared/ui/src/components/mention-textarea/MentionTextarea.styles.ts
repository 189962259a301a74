import styled from 'styled-components';

export const StyledMentionTextarea = styled.div`
  position: relative;
`;

export const StyledMentionList = styled.ul<{ $above: boolean }>`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  ${({ $above }) => ($above ? 'bottom: 100%;' : '')}
  max-width: 360px;
  margin: ${({ $above }) => ($above ? '0 0 4px' : '4px 0 0')};
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledMentionOption = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : 'transparent')};

  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
