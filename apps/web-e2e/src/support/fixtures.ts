import { test as base, expect } from '@playwright/test';

/** Every page of these tests must run without a single browser console error or uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** How Chromium logs any answer ≥ 400, a page's own document included (an unknown address answers 404). */
export const NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
