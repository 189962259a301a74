import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { expect, test } from './support/fixtures';
import { moveOverPublicPage } from './support/public-page';
import { API_ORIGIN } from './support/session';

// The public pages arrive as HTML with their text and layout (docs/public-pages.md): a crawler without JavaScript
// reads them, and the app then takes the page over without a blank frame or a layout shift.
const pagePaths = JSON.parse(
  readFileSync(join(__dirname, '../../marketing/src/app/seo/page-paths.json'), 'utf8'),
) as Record<string, string>;
type Meta = { title: string };
const titleOf = (language: 'en' | 'de', page: string) =>
  (
    JSON.parse(readFileSync(join(__dirname, '../../marketing/src/locales', language, 'landing.json'), 'utf8')) as {
      meta: Record<string, Meta>;
    }
  ).meta[page].title;

const origin = `http://localhost:${E2E_PORTS.shell}`;
const preLaunchOrigin = `http://localhost:${E2E_PORTS.shellPreLaunch}`;
const address = (path: string, language: 'en' | 'de') => `${path}${language === 'de' ? '?lng=de' : ''}`;

/** A browser page that runs no JavaScript: what a crawler reads. */
async function withoutJavaScript<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The page's main heading and the first paragraph of its content with a sentence in it (not a short label). */
async function mainText(page: Page) {
  const content = page.locator('#main-content');
  return {
    heading: (await content.getByRole('heading', { level: 1 }).innerText()).trim(),
    paragraph: (
      await content
        .locator('p')
        .filter({ hasText: /\S.{40}/ })
        .first()
        .innerText()
    ).trim(),
  };
}

for (const language of ['en', 'de'] as const) {
  test.describe(`public pages as HTML, ${language}`, () => {
    for (const [page, path] of Object.entries(pagePaths)) {
      test(`${path}: a crawler reads its heading, text, title and language links`, async ({ browser, page: app }) => {
        const url = `${origin}${address(path, language)}`;
        const crawled = await withoutJavaScript(browser, async (crawler) => {
          await crawler.goto(url);
          await expect(crawler).toHaveTitle(titleOf(language, page));
          await expect(crawler.locator('html')).toHaveAttribute('lang', language);
          const links = crawler.locator('head link');
          await expect(links.and(crawler.locator('[rel="canonical"]'))).toHaveAttribute(
            'href',
            `${origin}${address(path, language)}`,
          );
          await expect(links.and(crawler.locator('[hreflang="en"]'))).toHaveAttribute('href', `${origin}${path}`);
          await expect(links.and(crawler.locator('[hreflang="de"]'))).toHaveAttribute(
            'href',
            `${origin}${path}?lng=de`,
          );
          await expect(links.and(crawler.locator('[hreflang="x-default"]'))).toHaveAttribute(
            'href',
            `${origin}${path}`,
          );
          await expect(crawler.getByRole('heading', { level: 1 })).toBeVisible();
          return mainText(crawler);
        });
        expect(crawled.heading).not.toBe('');
        expect(crawled.paragraph.length).toBeGreaterThan(40);

        // The app shows the very same text once it has taken the page over.
        await app.goto(url);
        await moveOverPublicPage(app);
        await expect(app.locator('#main-content').getByRole('heading', { level: 1 })).toHaveText(crawled.heading);
        expect(await mainText(app)).toEqual(crawled);
      });
    }
  });
}

test.describe('taking over a pre-rendered page', () => {
  test('the landing page shows its heading before any script runs, and the app takes over without a layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    });
    // Hold the app's script back: the page the server sent is all there is meanwhile.
    let releaseScript: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    const appRequested = page.waitForRequest(/\/main\.[0-9a-f]+\.js$/);
    await page.mouse.move(40, 200);
    await appRequested;
    releaseScript();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test('before launch an address typed and sent with Enter before the app runs joins the waitlist once it runs', async ({
    page,
  }) => {
    const app = await holdAppScript(page);
    await page.goto(`${preLaunchOrigin}/`);
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('waitlist-landing');
    const field = form.getByRole('textbox');
    const email = `prerendered-${Date.now()}@agency.example`;
    await field.pressSequentially(email);
    await field.press('Enter');
    await expect.poll(app.requested).toBe(true);
    // The browser did not send the form itself: still the page as sent, at its address.
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(page).toHaveURL(`${preLaunchOrigin}/`);
    app.release();
    await expect(form.getByRole('status')).toHaveText('Thank you! You have been successfully added to the waitlist.');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(field).toBeFocused();
    // The API holds the address: joining again says it is already on the list.
    const again = await page.request.post(`${API_ORIGIN}/api/waitlist`, { data: { email } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { alreadyExists: boolean }).alreadyExists).toBe(true);
  });

  test('no script runs before the visitor acts; DE pressed meanwhile switches the page once the app runs, focus kept', async ({
    page,
  }) => {
    const app = await holdAppScript(page);
    await page.goto('/features?lng=en');
    await page.waitForLoadState('networkidle');
    expect(app.requested()).toBe(false);

    // By mouse: the press on the page as sent starts the app; the page stays as sent until the app has taken over.
    await page.getByRole('button', { name: 'DE' }).click();
    await expect.poll(app.requested).toBe(true);
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    app.release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alles, was eine Agentur braucht – und nichts darüber hinaus' }),
    ).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'DE' })).toBeFocused();
  });

  test('by keyboard: the first Tab starts the app, and the focused element keeps the focus when it takes over', async ({
    page,
  }) => {
    const app = await holdAppScript(page);
    await page.goto('/?lng=en');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element && element !== document.body ? `${element.tagName} ${element.textContent?.trim()}` : null;
      });
    const before = await focused();
    expect(before).not.toBeNull();
    await expect.poll(app.requested).toBe(true);
    app.release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    expect(await focused()).toBe(before);
    await expect(page.locator('#root :focus')).toHaveCount(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Enter on the menu button before the app runs opens the menu once it runs, its first link focused', async ({
      page,
    }) => {
      const app = await holdAppScript(page);
      await page.goto('/?lng=en');
      await page.waitForLoadState('networkidle');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      // Tab by Tab, as a person reaches it (the first Tab starts the app, held back here).
      for (
        let tabs = 0;
        tabs < 15 && !(await menuButton.evaluate((button) => button === document.activeElement));
        tabs++
      )
        await page.keyboard.press('Tab');
      await expect(menuButton).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(app.requested).toBe(true);
      await expect(page.locator('[data-prerendered]')).toHaveCount(1);
      app.release();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    });
  });
});

/** Holds the app's entry script until released; tells whether the page has asked for it. */
async function holdAppScript(page: Page) {
  let requested = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release: () => release() };
}
