import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { BOARD_PAGE_SIZE } from '@taskflow/contracts';
import { forgetSentRequests, sentRequests } from '@taskflow/testing';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { serveTime } from '../../../testing/time-api';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { KanbanColumn, VIRTUALIZE_FROM } from './KanbanColumn';
import { TaskCard } from './TaskCard';

const now = new Date(2026, 2, 10, 12, 0);

async function renderCard(changes: Parameters<typeof task>[1], canMove = true) {
  const onOpen = jest.fn();
  const onMove = jest.fn();
  const result = await renderWithProviders(
    <DndProvider backend={HTML5Backend}>
      <TaskCard task={task('t1', changes)} now={now} canMove={canMove} onOpen={onOpen} onMove={onMove} />
    </DndProvider>,
  );
  return { ...result, onOpen, onMove };
}

describe('TaskCard', () => {
  it('shows title, priority, due state, approval, assignee, client marker, recent client activity and tags', async () => {
    await renderCard({
      title: 'Startseite gestalten',
      priority: 'high',
      dueDate: '2026-03-09',
      requiresClientApproval: true,
      clientApprovalStatus: 'rejected',
      isClientVisible: true,
      lastClientActivity: '2026-03-10T08:00:00.000Z',
      tags: '["design","homepage"]',
    });
    const card = screen.getByTestId('task-card');
    expect(within(card).getByRole('button', { name: 'Open task Startseite gestalten' })).toBeInTheDocument();
    expect(within(card).getByTestId('priority')).toHaveTextContent('High');
    expect(within(card).getByTestId('due-state')).toHaveTextContent('Overdue');
    expect(within(card).getByTestId('approval-badge')).toHaveTextContent('Rejected');
    expect(within(card).getByRole('img', { name: 'Assigned to Tom Team' })).toHaveTextContent('TT');
    expect(within(card).getByTestId('client-visible')).toHaveTextContent('Visible to client');
    expect(within(card).getByTestId('recent-client-activity')).toBeInTheDocument();
    expect(within(card).getByText('design')).toBeInTheDocument();
  });

  it('marks a repeating task with a repeat icon that names itself', async () => {
    await renderCard({ title: 'Wartung', recurrence: { seriesId: 's1', rule: 'RRULE:FREQ=MONTHLY' } });
    expect(within(screen.getByTestId('task-card')).getByTestId('recurring')).toHaveTextContent('Repeats');
  });

  it('shows no approval badge unless approval is required, and no activity mark after 24 hours', async () => {
    await renderCard({
      dueDate: '2026-03-12',
      requiresClientApproval: false,
      clientApprovalStatus: 'approved',
      lastClientActivity: '2026-03-09T11:00:00.000Z',
    });
    expect(screen.getByTestId('due-state')).toHaveTextContent('Due soon');
    expect(screen.queryByTestId('approval-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recent-client-activity')).not.toBeInTheDocument();
    expect(screen.queryByTestId('client-visible')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recurring')).not.toBeInTheDocument();
  });

  it('shows the checklist progress as "3/5" named for screen readers, and nothing without a checklist', async () => {
    const { unmount } = await renderCard({ checklistDone: 3, checklistTotal: 5 });
    expect(screen.getByRole('img', { name: 'Checklist: 3 of 5 done' })).toHaveTextContent('3/5');
    unmount();
    await renderCard({ checklistDone: 0, checklistTotal: 0 });
    expect(screen.queryByTestId('checklist-chip')).not.toBeInTheDocument();
  });

  it('opens on click and offers "Move to" with the current column disabled', async () => {
    const user = userEvent.setup();
    const { onOpen, onMove } = await renderCard({ title: 'Fix login', status: 'in_progress' });
    await user.click(screen.getByRole('button', { name: 'Open task Fix login' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
    await user.click(screen.getByRole('button', { name: 'Move to … (task Fix login)' }));
    expect(screen.getByRole('menuitem', { name: 'In progress' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Completed' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), 'completed', 'menu');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('has no move controls when the user may not move tasks', async () => {
    await renderCard({ title: 'Read only' }, false);
    expect(screen.queryByRole('button', { name: /^Move to … \(task/ })).not.toBeInTheDocument();
  });
});

describe('KanbanColumn', () => {
  const args = { projectId: 'p1', status: 'review' as const, filters: {}, clientView: false, today: '2026-03-10' };
  const reviewTasks = (count: number) =>
    Array.from({ length: count }, (_, index) => task(`t${String(index).padStart(5, '0')}`, { status: 'review' }));
  const renderColumn = async (count: number, focusId?: string, onFocused = jest.fn()) => {
    serveBoard({ tasks: reviewTasks(count) });
    return renderWithProviders(
      <DndProvider backend={HTML5Backend}>
        <KanbanColumn
          args={args}
          total={count}
          now={now}
          canMove
          onOpen={jest.fn()}
          onMove={jest.fn()}
          focusTarget={focusId ? { id: focusId, status: 'review' } : null}
          onFocused={onFocused}
        />
      </DndProvider>,
    );
  };
  const layOut = () => {
    // jsdom lays nothing out: give the column's scroll area a phone-sized height.
    const clientHeight = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    return () => {
      clientHeight.mockRestore();
      offsetHeight.mockRestore();
    };
  };

  beforeEach(() => serveNothing());

  it('names itself, counts its tasks and says when it is empty', async () => {
    await renderColumn(0);
    const column = screen.getByRole('region', { name: 'Review' });
    expect(within(column).getByTestId('column-count')).toHaveAccessibleName('0 tasks');
    expect(await within(column).findByText('No tasks')).toBeInTheDocument();
  });

  it("loads the column's first page only, renders every card of a short column and only the visible ones of a long one", async () => {
    const short = await renderColumn(VIRTUALIZE_FROM);
    expect(await screen.findAllByTestId('task-card')).toHaveLength(VIRTUALIZE_FROM);
    expect(sentRequests('GET', /\/tasks\/project\/p1\/board/).map((request) => request.query.get('status'))).toEqual([
      'review',
    ]);
    short.unmount();
    const restore = layOut();
    await renderColumn(5000);
    expect(screen.getByTestId('column-count')).toHaveTextContent('5000');
    const rendered = (await screen.findAllByTestId('task-card')).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(30);
    const first = sentRequests('GET', /\/tasks\/project\/p1\/board/)[0];
    expect(first.query.get('limit')).toBe(String(BOARD_PAGE_SIZE));
    expect(first.query.get('cursor')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '5000');
    restore();
  });

  it('loads the next page when "Show more" is pressed, after the last loaded card', async () => {
    const user = userEvent.setup();
    await renderColumn(60);
    await screen.findByRole('button', { name: /Show more cards/ });
    forgetSentRequests();
    await user.click(screen.getByRole('button', { name: `Show more cards (${BOARD_PAGE_SIZE} of 60)` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more cards/ })).not.toBeInTheDocument());
    const [next] = sentRequests('GET', /\/tasks\/project\/p1\/board/);
    expect(next.query.get('cursor')).toBe(`t${String(BOARD_PAGE_SIZE - 1).padStart(5, '0')}`);
  });

  it('loads more as a long column scrolls towards its last loaded card', async () => {
    const restore = layOut();
    await renderColumn(500);
    await screen.findAllByTestId('task-card');
    forgetSentRequests();
    const scroll = screen.getByTestId('column-scroll-review');
    scroll.scrollTop = (BOARD_PAGE_SIZE - 4) * 140;
    fireEvent.scroll(scroll);
    await waitFor(() => expect(sentRequests('GET', /\/tasks\/project\/p1\/board/)).toHaveLength(1));
    expect(sentRequests('GET', /\/tasks\/project\/p1\/board/)[0].query.get('cursor')).toEqual(expect.any(String));
    restore();
  });

  it('renders and focuses the card that was moved here, even far down a long column', async () => {
    const restore = layOut();
    const onFocused = jest.fn();
    await renderColumn(500, 't00045', onFocused);
    const moved = await screen.findByRole('article', { name: 'Task t00045' });
    await waitFor(() => expect(within(moved).getByRole('button', { name: /Move/ })).toHaveFocus());
    expect(onFocused).toHaveBeenCalledTimes(1);
    restore();
  });

  it('gives the focus to the column when the card moved here is beyond its loaded cards', async () => {
    const onFocused = jest.fn();
    await renderColumn(500, 't00400', onFocused);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus());
    expect(onFocused).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('article', { name: 'Task t00400' })).not.toBeInTheDocument();
  });

  it('starts a timer from its button without opening the task, between the title and "Move to" in the tab order', async () => {
    const user = userEvent.setup();
    serveBoard();
    const server = serveTime();
    const onOpen = jest.fn();
    await renderWithProviders(
      <DndProvider backend={HTML5Backend}>
        <TaskCard task={task('t1', { title: 'Fix login' })} now={now} canMove onOpen={onOpen} onMove={jest.fn()} />
      </DndProvider>,
      { user: sessionUser('team') },
    );
    const card = screen.getByTestId('task-card');
    within(card).getByRole('button', { name: 'Open task Fix login' }).focus();
    await user.tab();
    const start = await within(card).findByRole('button', { name: 'Start timer for Fix login' });
    expect(start).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(card).findByRole('button', { name: 'Stop timer for Fix login' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.timer?.taskId).toBe('t1');
    expect(onOpen).not.toHaveBeenCalled();
    await user.tab();
    expect(within(card).getByRole('button', { name: /Move to/ })).toHaveFocus();
  });
});
