import type { TaskView } from '@taskflow/contracts';
import { flag, object, text, type JsonColumns } from '../common/json-view';
import { TASK_VIEW_COLUMNS } from './task.view';

/**
 * The task's answer is defined once, by `TASK_VIEW_COLUMNS`; its type keeps it complete. The `@ts-expect-error` lines
 * are samples of a forgotten or mistyped field: `typecheck` fails if any of them compiles.
 */
describe('the task view columns', () => {
  it('write every field of TaskView as one JSON object, nested objects included', () => {
    const sql = object(TASK_VIEW_COLUMNS).sql;
    for (const key of Object.keys(TASK_VIEW_COLUMNS)) expect(sql).toContain(`'${key}', `);
    expect(sql).toMatch(/^json_build_object\('id', task\.id, 'title', task\.title, /);
    expect(sql).toContain(
      "'project', json_build_object('id', task.projectId, 'name', project.name, 'clientCompanyId', project.clientCompanyId)",
    );
    expect(sql).toContain(
      "'assignedTo', CASE WHEN task.assignedToId IS NOT NULL AND assignedTo.userType IS NOT NULL THEN json_build_object(",
    );
  });

  it('cannot leave out a field, nor fill one with a column of another type', () => {
    const { title, ...withoutTitle } = TASK_VIEW_COLUMNS;
    const samples: JsonColumns<TaskView>[] = [
      // @ts-expect-error the title is missing
      withoutTitle,
      // @ts-expect-error a boolean cannot write the title
      { ...TASK_VIEW_COLUMNS, title: flag('task.isClientVisible') },
      // @ts-expect-error the nested project lacks its name
      { ...TASK_VIEW_COLUMNS, project: object({ id: text('task.projectId'), clientCompanyId: text('x') }) },
      // @ts-expect-error a nullable column cannot write a field that is never null
      { ...TASK_VIEW_COLUMNS, title: TASK_VIEW_COLUMNS.category },
    ];
    expect(samples).toHaveLength(4);
    expect(title.sql).toBe('task.title');
  });
});
