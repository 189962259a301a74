// The apps share react-i18next without its <Trans> components (tools/webpack/react-i18next-client.mjs): an export
// left out there is undefined at run time. These checks keep the apps to what is offered.
import { readFileSync } from 'node:fs';
import * as reactI18next from 'react-i18next';
import { facadeExports, sharedModuleUsers, workspaceRoot } from './shared-facade-checks';

const offeredNames = () => facadeExports('react-i18next-client.mjs');

describe('react-i18next as the apps share it', () => {
  it('offers the hooks and providers, not the <Trans> components', () => {
    const offered = offeredNames();
    for (const name of ['useTranslation', 'initReactI18next', 'I18nextProvider', 'withTranslation'])
      expect(offered.has(name)).toBe(true);
    for (const name of ['Trans', 'TransWithoutContext', 'IcuTrans', 'IcuTransWithoutContext'])
      expect(offered.has(name)).toBe(false);
  });

  it('offers only what react-i18next exports', () => {
    const unknown = [...offeredNames()].filter((name) => !(name in reactI18next));
    expect(unknown).toEqual([]);
  });

  it('offers everything the apps and libs import from react-i18next', () => {
    const offered = offeredNames();
    const files = sharedModuleUsers();
    const imports = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*(\*\s*as\s*\w+|\{[^}]*\})\s*from\s*'react-i18next'/g)].map(
        (match) => ({ file: file.slice(workspaceRoot.length + 1), clause: match[1] }),
      ),
    );
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.flatMap(({ file, clause }) =>
      clause.startsWith('*')
        ? [`* (${file})`]
        : clause
            .slice(1, -1)
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0])
            .filter((name) => !offered.has(name))
            .map((name) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });
});
