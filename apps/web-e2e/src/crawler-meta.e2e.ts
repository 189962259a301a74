import { expect, test } from './support/fixtures';

// What a crawler sees: the HTML as the server sends it, before any JavaScript runs.
test.describe('marketing pages are readable without JavaScript', () => {
  test('the server sends each page with its own title, description and language links', async ({ request }) => {
    const html = await (await request.get('/features?lng=en')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>Features[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="Features[^"]*"/);
    // English, the default language, is served at the bare path: its canonical address names no ?lng=en.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/features" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/localhost:\d+\/features" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="de" href="http:\/\/localhost:\d+\/features\?lng=de"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/localhost:\d+\/features"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test('the page comes in German for ?lng=de and for a German browser', async ({ request }) => {
    const byQuery = await (await request.get('/freelancers?lng=de')).text();
    expect(byQuery).toContain('<html lang="de"');
    expect(byQuery).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/freelancers\?lng=de" \/>/);
    const english = await (await request.get('/freelancers?lng=en')).text();
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(byQuery)).not.toEqual(title(english));

    const byBrowser = await (
      await request.get('/freelancers', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })
    ).text();
    expect(title(byBrowser)).toEqual(title(byQuery));
  });

  test('the signed-in area carries no marketing tags', async ({ request }) => {
    const html = await (await request.get('/dashboard')).text();
    expect(html).not.toContain('name="description"');
    expect(html).toContain('<title>TaskFlow</title>');
  });

  test('in the browser the page keeps exactly one of each tag', async ({ page }) => {
    await page.goto('/features?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
  });
});
