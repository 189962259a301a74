import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const boardDir = join(__dirname, '../../../board');

/** The page a board developer adds in the next release: admins only, a title and a text in both languages. */
export const RELEASE_NOTES_PAGE = {
  path: '/dashboard/release-notes',
  texts: {
    en: { title: 'Release notes', body: 'Board 2.0.0 shipped on its own, without a new release of the app shell.' },
    de: {
      title: 'Versionshinweise',
      body: 'Board 2.0.0 wurde eigenständig ausgeliefert, ohne neue Version der App-Shell.',
    },
  },
} as const;

const PAGE_SOURCE = `import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@taskflow/ui';

export default function ReleaseNotesPage() {
  const { t } = useTranslation('board');
  return (
    <Stack gap="md" data-testid="release-notes-page">
      <Text>{t('releaseNotes.body')}</Text>
    </Stack>
  );
}
`;

/** The start of the route table, e.g. `export const boardRoutes: RouteTable = [`. */
const TABLE_START = /export const boardRoutes\b[^=]*=\s*\[/;
const ROUTE_ENTRY = `  { path: 'release-notes', allowedUserTypes: ['admin'], titleKey: 'board:releaseNotes.title', page: ReleaseNotesPage },`;
const PAGE_IMPORT = `import { lazyPage as lazyReleaseNotesPage } from '@taskflow/app-providers';
const ReleaseNotesPage = lazyReleaseNotesPage(() => import('./release-notes/ReleaseNotesPage').then((m) => m.default));
`;

/**
 * A copy of apps/board/src (the repository stays untouched) with the changes the README's "Adding a page to
 * the board" describes, all inside the board: a page component, its entry in the route table
 * (src/app/board-routes.ts) and its texts in src/locales/{de,en}/board.json.
 * The copy lives below `parentDir`, inside the workspace, so its imports resolve the workspace's packages.
 * @returns the folder to build (it holds src/), and a function that removes it
 */
export function boardSourcesWithReleaseNotes(parentDir: string): { projectRoot: string; remove: () => void } {
  mkdirSync(parentDir, { recursive: true });
  const projectRoot = mkdtempSync(join(parentDir, 'board-2.0.0-'));
  cpSync(join(boardDir, 'src'), join(projectRoot, 'src'), { recursive: true });

  const pageDir = join(projectRoot, 'src/app/release-notes');
  mkdirSync(pageDir);
  writeFileSync(join(pageDir, 'ReleaseNotesPage.tsx'), PAGE_SOURCE);

  const tableFile = join(projectRoot, 'src/app/board-routes.ts');
  const table = readFileSync(tableFile, 'utf8');
  if (!TABLE_START.test(table)) throw new Error(`${tableFile} no longer declares its table as ${TABLE_START}`);
  writeFileSync(tableFile, `${PAGE_IMPORT}${table.replace(TABLE_START, (start) => `${start}\n${ROUTE_ENTRY}`)}`);

  for (const language of ['en', 'de'] as const) {
    const textsFile = join(projectRoot, 'src/locales', language, 'board.json');
    const texts = JSON.parse(readFileSync(textsFile, 'utf8')) as Record<string, unknown>;
    texts.releaseNotes = RELEASE_NOTES_PAGE.texts[language];
    writeFileSync(textsFile, `${JSON.stringify(texts, null, 2)}\n`);
  }
  return { projectRoot, remove: () => rmSync(projectRoot, { recursive: true, force: true }) };
}
