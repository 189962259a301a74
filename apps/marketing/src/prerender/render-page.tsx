// Renders a public page to HTML at build time (tools/scripts/prerender-pages.mjs runs this module's Node.js build,
// apps/marketing/webpack.prerender.config.js): the same layout, pages, theme and texts as in the browser, with the
// page's critical CSS. See docs/public-pages.md.
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { setRuntimeConfig } from '@taskflow/config';
import type { SupportedLanguage } from '@taskflow/i18n';
import { initI18n, loadTexts } from '@taskflow/i18n';
import { TaskflowThemeProvider } from '@taskflow/ui-core';
import MarketingRoutes from '../app/RemoteRoutes';
import { allMarketingTexts } from '../app/marketing-texts';

export { default as pagePaths } from '../app/seo/page-paths.json';
export { marketingRoutes } from '../app/marketing-routes';

export interface RenderPageOptions {
  /** The page's path, e.g. /features. */
  path: string;
  language: SupportedLanguage;
  /** The deployment's launch state: the website differs before launch (waitlist) and after (free trial). */
  preLaunch: boolean;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The <style> tags of the page's styled components and global styles. */
  styles: string;
}

export async function renderPage({ path, language, preLaunch }: RenderPageOptions): Promise<RenderedPage> {
  setRuntimeConfig({ apiBaseUrl: '/api', realtimeUrl: '', preLaunch });
  await initI18n({ lng: language, texts: allMarketingTexts });
  await i18next.changeLanguage(language);
  await loadTexts(allMarketingTexts);
  const page = (
    <TaskflowThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MarketingRoutes />
      </MemoryRouter>
    </TaskflowThemeProvider>
  );
  // The first pass loads every lazy page and part (prerender waits for them); the second then renders nothing that
  // suspends, so the HTML has the whole page in place, with no script to move parts into it.
  await prerender(page);
  return renderComplete(page);
}

function renderComplete(page: ReactElement): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page));
    if (/<template|<script/.test(html)) throw new Error('A part of the page was still loading when it was rendered');
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
