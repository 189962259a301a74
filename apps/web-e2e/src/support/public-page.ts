import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A pre-rendered public page starts its app at the visitor's first interaction (docs/public-pages.md, "Starting the
 * app"): the visitor moves the pointer over the page, and the app has taken it over once no pre-rendered page is left.
 */
export async function moveOverPublicPage(page: Page): Promise<void> {
  await page.mouse.move(40, 200);
  await page.mouse.move(60, 220);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}
