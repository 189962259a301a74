import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { TaskflowThemeProvider } from '../theme/TaskflowThemeProvider';

function Wrapper({ children }: { children: ReactNode }) {
  return <TaskflowThemeProvider>{children}</TaskflowThemeProvider>;
}

/** Test helper (not exported from the lib): render inside the TaskFlow theme. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
