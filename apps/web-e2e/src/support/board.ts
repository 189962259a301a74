import type { Locator, Page } from '@playwright/test';

/** A mouse drag with pauses the HTML5 backend sees as dragover on the target. */
export async function drag(page: Page, source: Locator, target: Locator, beforeDrop?: () => Promise<void>) {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await beforeDrop?.();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 2 });
  await page.mouse.up();
}
