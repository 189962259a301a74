import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import deLanding from '../../locales/de/landing.json';
import enLanding from '../../locales/en/landing.json';
import MarketingRoutes from '../RemoteRoutes';
import { PAGE_PATHS, type PageKey } from './page-meta';

type Meta = Record<PageKey, { title: string; description: string; keywords: string }>;
const metaOf = (language: 'en' | 'de') => ((language === 'en' ? enLanding : deLanding) as { meta: Meta }).meta;
const META = { en: metaOf('en'), de: metaOf('de') };

function head() {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  const href = (lang: string) =>
    document.head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href');
  return {
    titles: document.head.querySelectorAll('title').length,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    title: document.title,
    description: content('meta[name="description"]'),
    keywords: content('meta[name="keywords"]'),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    robots: content('meta[name="robots"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: { en: href('en'), de: href('de'), xDefault: href('x-default') },
    alternateCount: document.head.querySelectorAll('link[rel="alternate"]').length,
  };
}

const routes = (
  <Routes>
    <Route path="/*" element={<MarketingRoutes />} />
  </Routes>
);

describe('page meta tags', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    // Like the shell's index.html: a static title that must not stay as a second one.
    document.head.innerHTML = '<meta charset="utf-8"><title>TaskFlow</title>';
  });

  it.each(Object.entries(PAGE_PATHS) as [Exclude<PageKey, 'notFound'>, string][])(
    '%s (%s) sets title, description, keywords, og tags and alternates, once each',
    async (page, path) => {
      const { unmount } = await renderWithProviders(routes, { route: path });
      const expected = META.en[page];
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      const tags = head();
      expect(tags).toMatchObject({
        titles: 1,
        descriptions: 1,
        title: expected.title,
        description: expected.description,
        keywords: expected.keywords,
        ogTitle: expected.title,
        ogDescription: expected.description,
        robots: 'index, follow',
        canonical: `http://localhost${path}`,
        alternates: {
          en: `http://localhost${path}`,
          de: `http://localhost${path}?lng=de`,
          xDefault: `http://localhost${path}`,
        },
        alternateCount: 3,
      });
      unmount();
    },
  );

  it('the not-found page has its own title and is not indexed', async () => {
    await renderWithProviders(routes, { route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 10_000 });
    expect(head()).toMatchObject({ titles: 1, title: META.en.notFound.title, robots: 'noindex, follow' });
  });

  it('follows navigation between pages and a language change, without duplicates', async () => {
    await renderWithProviders(routes, { route: '/features' });
    await screen.findByTestId('features-page', {}, { timeout: 10_000 });
    expect(document.title).toBe(META.en.features.title);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('link', { name: 'For freelancers' })[0]);
    await screen.findByTestId('audience-page-freelancers', {}, { timeout: 10_000 });
    expect(head()).toMatchObject({ titles: 1, descriptions: 1, title: META.en.freelancers.title, alternateCount: 3 });
    await act(() => i18next.changeLanguage('de'));
    expect(head()).toMatchObject({
      titles: 1,
      title: META.de.freelancers.title,
      description: META.de.freelancers.description,
      keywords: META.de.freelancers.keywords,
    });
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
    // German is served at ?lng=de: its canonical address; English at the bare path.
    expect(head()).toMatchObject({
      canonical: 'http://localhost/freelancers?lng=de',
      alternates: {
        en: 'http://localhost/freelancers',
        de: 'http://localhost/freelancers?lng=de',
        xDefault: 'http://localhost/freelancers',
      },
    });
  });
});
