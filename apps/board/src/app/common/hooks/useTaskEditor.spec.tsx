import { useState, type FormEvent } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskView, UpdateTaskRequest } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { useTaskEditor } from './useTaskEditor';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

let editor: ReturnType<typeof useTaskEditor>;

function Harness({ tasks }: { tasks: TaskView[] }) {
  const [index, setIndex] = useState(0);
  editor = useTaskEditor(tasks[index], tasks[index].id);
  return (
    <button type="button" onClick={() => setIndex(1)}>
      next task
    </button>
  );
}

const submit = { preventDefault: () => undefined } as FormEvent;
const renderEditor = (tasks = [task('t1', { title: 'Entwurf' }), task('t2')]) =>
  renderWithProviders(<Harness tasks={tasks} />, { user: sessionUser('admin') });

describe('useTaskEditor', () => {
  it('starts from the task, sends only what changed, and leaves the edit mode with a toast', async () => {
    apiServer.use(apiRoute.put<UpdateTaskRequest, TaskView>('/tasks/t1', ({ body }) => task('t1', body)));
    await renderEditor();
    expect(editor.editing).toBe(false);
    act(() => editor.start());
    expect(editor.values?.title).toBe('Entwurf');
    expect(editor.hasChanges()).toBe(false);

    act(() => editor.change('title', 'Final'));
    expect(editor.hasChanges()).toBe(true);
    await act(() => editor.save(submit));
    expect(sentRequests('PUT', /^\/tasks\/t1$/).map((request) => request.body)).toEqual([{ title: 'Final' }]);
    expect(editor.editing).toBe(false);
    expect(await screen.findByText('Task saved')).toBeInTheDocument();
  });

  it('sends nothing while a field is wrong, and Cancel restores the originals', async () => {
    await renderEditor();
    act(() => editor.start());
    act(() => editor.change('title', ''));
    await act(() => editor.save(submit));
    expect(editor.errors.title).toBeTruthy();
    expect(sentRequests('PUT', /tasks/)).toHaveLength(0);

    act(() => editor.cancel());
    expect(editor.editing).toBe(false);
    expect(editor.errors).toEqual({});
    expect(editor.values?.title).toBe('Entwurf');
  });

  it('stays in the edit mode with a general error when the save fails without field errors', async () => {
    apiServer.use(
      apiRoute.put('/tasks/t1', () => apiError(500, 'INTERNAL_ERROR', { message: 'Internal server error' })),
    );
    await renderEditor();
    act(() => editor.start());
    act(() => editor.change('title', 'Final'));
    await act(() => editor.save(submit));
    expect(editor.saveFailed).toBe(true);
    expect(editor.editing).toBe(true);
  });

  it('leaves the edit mode when another task is opened', async () => {
    await renderEditor();
    act(() => editor.start());
    await userEvent.click(screen.getByRole('button', { name: 'next task' }));
    expect(editor.editing).toBe(false);
  });
});
