import styled from 'styled-components';

/**
 * The two-column frame of both tabs: a list (sidebar) beside the open thread. At phone width one of them at a
 * time: the list, or the thread with a back button.
 */
export const StyledSplit = styled.div<{ $showPane: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 340px) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  height: calc(100vh - 220px);
  min-height: 480px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    height: auto;
    min-height: 0;

    & > :first-child {
      display: ${({ $showPane }) => ($showPane ? 'none' : 'flex')};
    }
    & > :last-child {
      display: ${({ $showPane }) => ($showPane ? 'flex' : 'none')};
      height: calc(100dvh - 200px);
      min-height: 420px;
    }
  }
`;

export const StyledSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledSidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const StyledScrollArea = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

export const StyledPaneBox = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledResetLink = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
