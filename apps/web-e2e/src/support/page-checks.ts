import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What the accessibility sweep checks on a page as it stands: axe-core's WCAG 2.1 A and AA rules and its best
 * practices, placeholders cut off by their field, and a page wider than the screen.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = ['critical', 'serious'];
/** Moderate findings that fail all the same: a page's structure as a screen reader user navigates it. */
const FAILING_RULES = ['heading-order', 'region', 'landmark-one-main', 'page-has-heading-one', 'landmark-unique'];

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** Critical, serious or a structure rule: the sweep fails on it; the others are printed. */
  fails: boolean;
}

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** Waits until the page shows its content: loaded, nothing busy, no animation running. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A page the app has not rendered yet can be network-idle under load (its scripts still running): wait until it
  // shows its main landmark and its title, as every page does once a person can read it (by element, not role: an
  // open dialog hides the page from the accessibility tree).
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

export async function inspectPage(page: Page, where: string): Promise<Finding[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const findings: Finding[] = violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map(describeNode),
    fails: FAILING_IMPACTS.includes(violation.impact ?? '') || FAILING_RULES.includes(violation.id),
  }));
  for (const target of await cutOffPlaceholders(page)) {
    const help = 'a placeholder wider than its field cannot be read to its end';
    findings.push({ where, rule: 'placeholder-cut-off', impact: 'serious', help, targets: [target], fails: true });
  }
  // The layout viewport's width: a phone zooms out to show a page wider than its screen (window.innerWidth grows
  // with it), the document element keeps the device's width.
  const { scrollWidth, viewportWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    viewportWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > viewportWidth) {
    const help = `the page is ${scrollWidth} px wide in a ${viewportWidth} px viewport`;
    const targets = await widerThan(page, viewportWidth);
    findings.push({ where, rule: 'sideways-scrolling', impact: 'serious', help, targets, fails: true });
  }
  return findings;
}

/**
 * Empty single-line fields whose placeholder is wider than the room for text inside them: each takes its placeholder
 * as its value for a moment, and its text then scrolls inside it (the room left by a search field's clear button too).
 */
function cutOffPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => input.offsetParent !== null && input.value === '')
      .flatMap((input) => {
        input.value = input.placeholder;
        const { scrollWidth, clientWidth } = input;
        input.value = '';
        return scrollWidth > clientWidth
          ? [`input "${input.placeholder}": ${scrollWidth} px of ${clientWidth} px`]
          : [];
      }),
  );
}

/** The outermost elements reaching past the viewport's right edge, to name what makes a page scroll sideways. */
function widerThan(page: Page, viewportWidth: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > limit + 0.5,
    );
    return wide
      .filter((element) => !wide.includes(element.parentElement as Element))
      .map((element) => `${element.outerHTML.replace(/\s+/g, ' ').slice(0, 120)}`);
  }, viewportWidth);
}

/** Where a violation is and what axe measured there, e.g. the contrast ratio and its two colours. */
function describeNode(node: NodeResult): string {
  const [check] = [...node.any, ...node.all, ...node.none];
  const html = node.html.replace(/\s+/g, ' ').slice(0, 120);
  return `${node.target.join(' ')}  ${html}${check ? `\n        ${check.message}` : ''}`;
}

export function report(findings: Finding[]): string {
  return findings
    .map(
      ({ where, rule, impact, help, targets }) =>
        `  ${where}: ${rule} (${impact}) ${help}\n${targets.map((target) => `      ${target}`).join('\n')}`,
    )
    .join('\n');
}
