import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { SaveProjectTemplateRequest } from '@taskflow/contracts';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { sessionUser } from '../../../testing/board-fixtures';
import { serveTemplates, template, templateTask } from '../../../testing/template-api';
import { TemplateEditorPage } from './TemplateEditorPage';

const renderEditor = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/projects/templates" element={<p>template list</p>} />
      <Route path="/dashboard/projects/templates/new" element={<TemplateEditorPage />} />
      <Route path="/dashboard/projects/templates/:templateId" element={<TemplateEditorPage />} />
    </Routes>,
    { user: sessionUser('admin'), route: path },
  );

const rows = () => screen.queryAllByTestId('template-task-row');
const titleOf = (row: HTMLElement) => within(row).getByRole('textbox', { name: /^Title/ });

describe('template editor', () => {
  beforeEach(() => {
    serveNothing();
    serveBoard();
  });

  it('adds task rows with the focus on the new title, moves and removes them with the focus on the next row', async () => {
    const user = userEvent.setup();
    serveTemplates();
    await renderEditor('/dashboard/projects/templates/new');
    await user.type(await screen.findByRole('textbox', { name: /Template name/ }), 'Shop launch');

    await user.click(screen.getByRole('button', { name: '+ Add task' }));
    expect(titleOf(rows()[0])).toHaveFocus();
    await user.keyboard('Briefing');
    await user.click(screen.getByRole('button', { name: '+ Add task' }));
    expect(titleOf(rows()[1])).toHaveFocus();
    await user.keyboard('Design');
    await user.type(within(rows()[1]).getByRole('textbox', { name: /Due N days after start/ }), '14');
    await user.type(within(rows()[1]).getByRole('textbox', { name: 'New checklist item' }), 'Moodboard{Enter}');
    expect(within(rows()[1]).getByRole('textbox', { name: 'New checklist item' })).toHaveFocus();
    await user.selectOptions(within(rows()[0]).getByRole('combobox', { name: 'Category' }), 'Planning');
    await user.type(within(rows()[0]).getByRole('textbox', { name: 'Tags' }), 'kickoff{Enter}');

    await user.click(screen.getByRole('button', { name: 'Move Design up' }));
    expect(rows().map((row) => titleOf(row))).toHaveLength(2);
    expect(titleOf(rows()[0])).toHaveValue('Design');
    expect(screen.getByRole('button', { name: 'Move Design down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Design' }));
    expect(rows()).toHaveLength(1);
    expect(titleOf(rows()[0])).toHaveValue('Briefing');
    expect(titleOf(rows()[0])).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('template list')).toBeVisible();
    const sent = sentRequests('POST', '/project-templates')[0].body as SaveProjectTemplateRequest;
    expect(sent.name).toBe('Shop launch');
    expect(sent.tasks.map((task) => [task.title, task.category, task.tags])).toEqual([
      ['Briefing', 'planning', ['kickoff']],
    ]);
  });

  it('refuses an empty task title before sending, and shows a 400’s nested field error beside its field', async () => {
    const user = userEvent.setup();
    serveTemplates([
      template('tpl-1', 'Shop launch', [
        templateTask('Briefing', { dueOffsetDays: 0, checklist: ['Agenda'] }),
        templateTask('Design', { dueOffsetDays: 14 }),
      ]),
    ]);
    await renderEditor('/dashboard/projects/templates/tpl-1');
    await screen.findAllByTestId('template-task-row');
    const design = titleOf(rows()[1]);
    await user.clear(design);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(design).toHaveAccessibleDescription(expect.stringContaining('Please enter a task title.'));
    expect(design).toHaveFocus();
    expect(sentRequests('PUT', /project-templates/)).toHaveLength(0);

    await user.type(design, 'Design');
    apiServer.use(
      apiRoute.put('/project-templates/:id', () =>
        apiError(400, 'VALIDATION_FAILED', {
          fieldErrors: { 'tasks.1.dueOffsetDays': [{ code: 'TOO_LARGE', message: 'too large' }] },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const offset = within(rows()[1]).getByRole('textbox', { name: /Due N days after start/ });
    await waitFor(() => expect(offset).toHaveAccessibleDescription(expect.stringContaining('At most 3650 days')));
    expect(offset).toHaveFocus();
  });

  it('opens a built-in read-only, its repeat in words, with Copy to edit', async () => {
    const user = userEvent.setup();
    serveTemplates();
    await renderEditor(`/dashboard/projects/templates/${encodeURIComponent('built-in:monthly-retainer')}`);
    const name = await screen.findByRole('textbox', { name: /Template name/ });
    expect(name).toHaveValue('Monthly retainer');
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add task' })).not.toBeInTheDocument();
    expect(within(rows()[0]).getByTestId('template-task-repeat')).toHaveTextContent('Repeats: Every month');
    expect(within(rows()[0]).getByText('Collect figures')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy to edit' }));
    expect(await screen.findByText('Template copied as Monthly retainer (copy)')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Save template' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Template name/ })).toHaveValue('Monthly retainer (copy)');
    // Removing the repeat keeps the task, without one.
    await user.click(screen.getByRole('button', { name: 'Remove repeat of Monthly report' }));
    expect(within(rows()[0]).queryByTestId('template-task-repeat')).not.toBeInTheDocument();
  });
});
