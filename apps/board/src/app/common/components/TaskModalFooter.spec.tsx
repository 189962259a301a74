import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { TaskModalFooter, type TaskModalFooterProps } from './TaskModalFooter';
import { apiRoute, apiServer } from '@taskflow/testing';

const actions = () => ({ onClose: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn(), onCancel: jest.fn() });
const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

const renderFooter = (props: Partial<TaskModalFooterProps>) =>
  renderWithProviders(
    <form id="edit-task-form">
      <TaskModalFooter
        taskId="t1"
        editing={false}
        formId="edit-task-form"
        saving={false}
        canFollow={false}
        {...actions()}
        {...props}
      />
    </form>,
    { user: sessionUser('team') },
  );

describe('TaskModalFooter', () => {
  beforeEach(() => {
    serveNothing();
    apiServer.use(apiRoute.get('/notifications/task-follows/t1', () => ({ taskId: 't1', following: false })));
  });

  it('offers only Close while there is no task to show', async () => {
    const onClose = jest.fn();
    await renderFooter({ taskId: null, onClose });
    expect(buttonNames()).toEqual(['Close']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Follow, Close and Edit while viewing; Edit takes the ref focus returns to', async () => {
    const onEdit = jest.fn();
    const editRef = createRef<HTMLButtonElement>();
    await renderFooter({ canFollow: true, onEdit, editRef });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Follow', 'Close', 'Edit']);
    expect(editRef.current).toBe(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
  });

  it('offers no Edit or Follow without the right', async () => {
    await renderFooter({ onEdit: undefined });
    expect(buttonNames()).toEqual(['Close']);
  });

  it('offers Delete, Cancel and Save while editing; Save submits the edit form and shows the save running', async () => {
    const onDelete = jest.fn();
    const onCancel = jest.fn();
    const { unmount } = await renderFooter({ editing: true, onDelete, onCancel });
    expect(buttonNames()).toEqual(['Delete', 'Cancel', 'Save']);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'edit-task-form');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();

    unmount();

    await renderFooter({ editing: true, saving: true, onDelete: undefined });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
