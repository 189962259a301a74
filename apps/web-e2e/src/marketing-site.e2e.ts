import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { moveOverPublicPage } from './support/public-page';
import { expect, test } from './support/fixtures';

// The texts come from the translation files the product serves, so the tests check what users read.
type Meta = { title: string; description: string; keywords: string };
const localesDir = join(__dirname, '../../marketing/src/locales');
const landing = (language: 'en' | 'de') =>
  JSON.parse(readFileSync(join(localesDir, language, 'landing.json'), 'utf8')) as { meta: Record<string, Meta> };

const PAGES: [key: string, path: string][] = [
  ['home', '/'],
  ['features', '/features'],
  ['freelancers', '/freelancers'],
  ['smallTeams', '/small-teams'],
  ['vsAsana', '/vs-asana'],
  ['vsMonday', '/vs-monday'],
  ['vsClickup', '/vs-clickup'],
  ['comingSoon', '/coming-soon'],
  ['imprint', '/imprint'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['getStarted', '/get-started'],
];
const origin = `http://localhost:${E2E_PORTS.shell}`;
/** The same website served with preLaunch: true: its call to action is the waitlist. */
const preLaunchOrigin = `http://localhost:${E2E_PORTS.shellPreLaunch}`;

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@agency.example`;

for (const language of ['en', 'de'] as const) {
  test.describe(`marketing pages in ${language}`, () => {
    for (const [key, path] of PAGES) {
      test(`${path} renders with its meta tags`, async ({ page }) => {
        const meta = landing(language).meta[key];
        await page.goto(`${path}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(meta.title);
        const head = page.locator('head');
        await expect(head.locator('title')).toHaveCount(1);
        await expect(head.locator('meta[name="description"]')).toHaveCount(1);
        await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
        await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', meta.keywords);
        await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title);
        await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', meta.description);
        // English, the default language, is served at the bare path (docs/public-pages.md#addresses).
        await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}${path}`);
        await expect(head.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
          'href',
          `${origin}${path}?lng=de`,
        );
        await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          `${origin}${path}`,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('public-footer')).toBeVisible();
      });
    }
  });
}

async function joinWaitlist(page: Page, formTestId: string, email: string) {
  const form = page.getByTestId(formTestId);
  // The visitor's pointer starts the app, which replaces the pre-rendered page (docs/public-pages.md); scrolling first
  // could start it while the browser is still scrolling to the pre-rendered form. Typing before the take-over has its
  // own test (public-pages-html.e2e.ts).
  await moveOverPublicPage(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button').click();
  return form;
}

test.describe('one call to action per launch state', () => {
  const CTA_PAGES = ['/', '/features', '/freelancers', '/small-teams', '/vs-asana', '/vs-monday', '/vs-clickup'];

  test('launched: every page offers the free trial (registration) and none the waitlist', async ({ page }) => {
    for (const path of CTA_PAGES) {
      await page.goto(`${path}?lng=en`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="/register"]').first(), path).toBeVisible();
      await expect(page.getByText(/waitlist/i), path).toHaveCount(0);
      await expect(page.locator('[data-testid^="waitlist-"]'), path).toHaveCount(0);
    }
  });

  test('before launch: every page offers the waitlist and none the trial; the hero button leads to the form', async ({
    page,
  }) => {
    for (const path of CTA_PAGES) {
      await page.goto(`${preLaunchOrigin}${path}?lng=en`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join the waitlist' }).first(), path).toBeVisible();
      await expect(page.locator('a[href^="/register"], a[href^="/login"]'), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: /trial/i }), path).toHaveCount(0);
    }
    await page.goto(`${preLaunchOrigin}/?lng=de`);
    await page.getByRole('main').getByRole('link', { name: 'Auf die Warteliste' }).first().click();
    await expect(page.getByTestId('waitlist-landing').getByRole('textbox')).toBeInViewport();
  });
});

test.describe('waitlist forms', () => {
  test('landing page: success, then the already-on-list error', async ({ page }) => {
    const email = uniqueEmail('landing');
    await page.goto(`${preLaunchOrigin}/?lng=en`);
    let form = await joinWaitlist(page, 'waitlist-landing', email);
    await expect(form.getByRole('status')).toHaveText('Thank you! You have been successfully added to the waitlist.');
    form = await joinWaitlist(page, 'waitlist-landing', email);
    await expect(form.getByRole('alert')).toHaveText('This email address is already on our waitlist.');
  });

  test('landing page: an empty address is refused before sending', async ({ page }) => {
    await page.goto(`${preLaunchOrigin}/?lng=en`);
    const form = await joinWaitlist(page, 'waitlist-landing', '   ');
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  });

  test('features page: success, and an address already on the list shows the success message', async ({ page }) => {
    const email = uniqueEmail('features');
    await page.goto(`${preLaunchOrigin}/features?lng=en`);
    let form = await joinWaitlist(page, 'waitlist-features', email);
    await expect(form.getByRole('status')).toHaveText('Thank you! You have been successfully added to the waitlist.');
    await page.reload();
    form = await joinWaitlist(page, 'waitlist-features', email);
    await expect(form.getByRole('status')).toHaveText('Thank you! You have been successfully added to the waitlist.');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('coming-soon page: its own success and already-on-list texts, and a way back home', async ({ page }) => {
    const email = uniqueEmail('coming-soon');
    await page.goto('/coming-soon?lng=en');
    let form = await joinWaitlist(page, 'waitlist-comingSoon', email);
    await expect(form.getByRole('status')).toHaveText(
      "Thanks for joining! We'll notify you when this feature is ready.",
    );
    form = await joinWaitlist(page, 'waitlist-comingSoon', email);
    await expect(form.getByRole('status')).toHaveText("You're already on our waitlist! We'll be in touch soon.");
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });

  test('coming-soon page in German', async ({ page }) => {
    const email = uniqueEmail('demnaechst');
    await page.goto('/coming-soon?lng=de');
    let form = await joinWaitlist(page, 'waitlist-comingSoon', email);
    await expect(form.getByRole('status')).toHaveText(
      'Danke für Ihre Anmeldung! Wir benachrichtigen Sie, sobald diese Funktion verfügbar ist.',
    );
    form = await joinWaitlist(page, 'waitlist-comingSoon', email);
    await expect(form.getByRole('status')).toHaveText(
      'Sie stehen bereits auf unserer Warteliste! Wir melden uns bald bei Ihnen.',
    );
  });
});

test.describe('public header and footer', () => {
  test('the language switch changes the text and survives a reload', async ({ page }) => {
    await page.goto('/features?lng=en');
    await expect(
      page.getByRole('heading', { level: 1, name: "Everything an agency needs, nothing it doesn't" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'DE' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alles, was eine Agentur braucht – und nichts darüber hinaus' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(landing('de').meta.features.title);
    await expect(page.getByRole('link', { name: 'Funktionen', exact: true }).first()).toBeVisible();
    await page.goto('/features');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alles, was eine Agentur braucht – und nichts darüber hinaus' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(landing('de').meta.features.title);
  });

  test('the header hides when scrolling down and comes back when scrolling up', async ({ page }) => {
    await page.goto('/features?lng=en');
    const header = page.getByTestId('public-header');
    await expect(page.getByTestId('features-page')).toBeVisible();
    await expect(header).toBeInViewport();
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
  });

  test('the pricing link goes from another page to the pricing section of the landing page', async ({ page }) => {
    await page.goto('/vs-asana?lng=en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(`${origin}/#pricing`);
    await expect(page.locator('#pricing')).toBeInViewport();
    // The head follows the navigation inside the page, without duplicates.
    await expect(page).toHaveTitle(landing('en').meta.home.title);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      landing('en').meta.home.description,
    );
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(3);
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/`,
    );
    await page.getByRole('link', { name: 'Start with Professional' }).click();
    await expect(page).toHaveURL(`${origin}/register?plan=professional`);
  });

  test('the footer has the product, comparisons, company, support and legal sections', async ({ page }) => {
    await page.goto('/?lng=en');
    const footer = page.getByTestId('public-footer');
    for (const section of ['Product', 'Comparisons', 'Company', 'Support', 'Legal']) {
      await expect(footer.getByRole('heading', { name: section })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(`${origin}/imprint`);
    await expect(page.getByRole('heading', { level: 2, name: 'Information according to § 5 DDG' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button opens the navigation, and navigating closes it', async ({ page }) => {
      await page.goto('/?lng=en');
      const button = page.getByRole('button', { name: 'Open menu' });
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await button.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'For small teams' }).click();
      await expect(page).toHaveURL(`${origin}/small-teams`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'One board for your agency of 2 to 15 people' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });
  });
});
