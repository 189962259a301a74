import path from 'node:path';
import { describeCycle, folderCycles, folderImports, importsOf, readSources, type SourceFile } from './folder-graph';

const API_SOURCE_ROOT = path.join(__dirname, '../../src');

describe('imports between the API feature folders', () => {
  it('go one way only: no folder reaches back to itself through others (see apps/api/README.md)', () => {
    const edges = folderImports(readSources(API_SOURCE_ROOT));
    expect(edges.length).toBeGreaterThan(50);
    expect(folderCycles(edges).map((cycle) => describeCycle(cycle, edges))).toEqual([]);
  });

  describe('the check', () => {
    const file = (filePath: string, ...imports: string[]): SourceFile => ({
      path: filePath,
      text: imports.map((specifier, index) => `import { x${index} } from '${specifier}';`).join('\n'),
    });

    it('reports a cycle through three folders, with the files that close it', () => {
      const edges = folderImports([
        file('tasks/tasks.service.ts', '../projects/projects.service'),
        file('projects/projects.service.ts', '../users/user.entity'),
        file('users/user.entity.ts', '../tasks/task.entity'),
        file('tasks/task.entity.ts'),
      ]);

      const cycles = folderCycles(edges);

      expect(cycles).toEqual([['projects', 'tasks', 'users']]);
      expect(describeCycle(cycles[0], edges)).toContain(
        "users → tasks: users/user.entity.ts imports '../tasks/task.entity'",
      );
    });

    it('reports two folders importing each other, type-only and re-exports included', () => {
      const edges = folderImports([
        { path: 'auth/auth.service.ts', text: "import type { User } from '../users/user.entity';" },
        { path: 'users/index.ts', text: "export { isUniqueViolation } from '../auth/auth.service';" },
      ]);
      expect(folderCycles(edges)).toEqual([['auth', 'users']]);
    });

    it('accepts imports in one direction, within a folder, of packages, and a composition root', () => {
      const edges = folderImports([
        file('main.ts', './bootstrap/create-app'),
        file('bootstrap/create-app.ts', '../app.module', '@nestjs/core'),
        file('app.module.ts', './users/users.module', './auth/auth.module'),
        file('auth/auth.module.ts', './auth.service', '../users/users.module'),
        file('users/users.module.ts', './users.service'),
      ]);
      expect(folderCycles(edges)).toEqual([]);
      expect(edges.map((edge) => `${edge.from}→${edge.to}`).sort()).toEqual([
        'app.module.ts→auth',
        'app.module.ts→users',
        'auth→users',
        'bootstrap→app.module.ts',
        'main.ts→bootstrap',
      ]);
    });

    it('reads every kind of import statement', () => {
      expect(
        importsOf(
          [
            "import a from './a';",
            "import type { B } from './b';",
            "export * from './c';",
            "const d = require('./d');",
            "const e = () => import('./e');",
          ].join('\n'),
        ),
      ).toEqual(['./a', './b', './c', './d', './e']);
    });
  });
});
