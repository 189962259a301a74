import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { lightTheme, type TaskflowTheme } from './theme';

export interface TaskflowThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the light TaskFlow theme. */
  theme?: TaskflowTheme;
  /**
   * Renders the GlobalStyle. Default true. A remote mounted inside the shell can pass false,
   * since the shell already renders it.
   */
  withGlobalStyle?: boolean;
}

export function TaskflowThemeProvider({
  children,
  theme = lightTheme,
  withGlobalStyle = true,
}: TaskflowThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
