import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@taskflow/config';
import { initI18n, type NamespaceTexts } from '@taskflow/i18n';
import { AppProviders } from './AppProviders';
import { appContainerFor } from './prerendered/prerendered-page';

export interface StartWebAppOptions {
  /** The starting app's own texts, loaded before the first render. */
  texts?: readonly NamespaceTexts[];
  rootElementId?: string;
}

/**
 * Start-up shared by the shell and by a remote served alone: run-time configuration, translations, then the first
 * render inside AppProviders. The store is not part of it: the parts that need it render SessionProviders.
 */
export async function startWebApp(
  renderApp: () => ReactNode,
  { texts = [], rootElementId = 'root' }: StartWebAppOptions = {},
): Promise<void> {
  await Promise.all([loadRuntimeConfig(), initI18n({ texts })]);
  const rootElement = document.getElementById(rootElementId);
  if (!rootElement) throw new Error(`Missing #${rootElementId} element`);
  // Errors caught by an error boundary are handled (a fallback panel is shown): log them as warnings.
  // A pre-rendered public page stays on screen until the app has rendered its own (prerendered/prerendered-page).
  const container = appContainerFor(rootElement);
  const root = createRoot(container, {
    onCaughtError: (error, info) => console.warn('Handled by an error boundary:', error, info.componentStack),
  });
  const app = <AppProviders>{renderApp()}</AppProviders>;
  // Behind a pre-rendered page the visitor already reads the page: the app renders in slices that let the browser
  // answer input in between (a transition), instead of one long task.
  if (container !== rootElement) startTransition(() => root.render(app));
  else root.render(app);
}
