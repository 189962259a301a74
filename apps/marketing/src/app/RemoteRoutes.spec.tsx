import { join } from 'node:path';
import { matchRouteTable, type RemoteRoutesModule } from '@taskflow/app-providers';
import { describeTranslationFiles } from '@taskflow/i18n/testing';
import * as marketing from './RemoteRoutes';
import { PAGE_PATHS } from './seo/page-meta';

describeTranslationFiles(join(__dirname, '../locales'), ['features', 'landing', 'pages']);

describe('the marketing remote', () => {
  it('keeps the contract the shell loads: pages, route table and texts', () => {
    const module: RemoteRoutesModule = marketing;
    expect(module.texts.map((text) => text.namespace)).toEqual(['landing']);
  });

  it('has a page in its table for every page with meta tags, and no other', () => {
    const tablePaths = marketing.routes.map((entry) => `/${entry.path}`).sort();
    expect(tablePaths).toEqual(Object.values(PAGE_PATHS).sort());
    expect(marketing.routes.every((entry) => entry.page)).toBe(true);
  });

  it.each([
    ['imprint', true],
    ['terms', true],
    ['privacy', true],
    ['get-started', true],
    ['', false],
    ['features', false],
    ['coming-soon', false],
  ])('closes /%s before launch: %s', (path, closed) => {
    expect(Boolean(matchRouteTable(marketing.routes, path)?.entry.closedBeforeLaunch)).toBe(closed);
  });
});
