import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { task } from '../../../testing/board-fixtures';
import type { TaskListLine } from '../hooks/useTaskListLines';
import { TaskLines, type TaskLinesProps } from './TaskLines';

const now = new Date(2026, 2, 10, 12, 0);
const first = task('t1', { title: 'Angebot schreiben' });
const second = task('t2', { title: 'Logo abstimmen' });

async function renderLines(lines: TaskListLine[], grouped: boolean) {
  const props: TaskLinesProps = {
    lines,
    clientNameOf: () => 'Müller Bau GmbH',
    now,
    isClient: false,
    showScore: false,
    grouped,
    onDetails: jest.fn(),
    onComments: jest.fn(),
    resetKey: 'all',
  };
  await renderWithProviders(<TaskLines {...props} />);
  await screen.findAllByTestId('task-row');
  return props;
}

describe('TaskLines', () => {
  // jsdom lays nothing out: the scroll area gets a phone-sized height, its rows a row's height.
  let sizes: jest.SpyInstance[];
  beforeEach(() => {
    sizes = [
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700),
      jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(84),
    ];
  });
  afterEach(() => sizes.forEach((size) => size.mockRestore()));

  it('lists the rows as headings below the page title when not grouped, and opens a task', async () => {
    const props = await renderLines(
      [
        { kind: 'task', key: 't1', task: first },
        { kind: 'task', key: 't2', task: second },
      ],
      false,
    );
    const list = screen.getByRole('region', { name: 'Tasks' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Angebot schreiben', 'Logo abstimmen']);
    await userEvent.click(within(list).getAllByRole('button', { name: /details/i })[1]);
    expect(props.onDetails).toHaveBeenCalledWith(second);
  });

  it('puts a counted group heading (h2) above its rows (h3)', async () => {
    await renderLines(
      [
        { kind: 'group', key: 'group-a', label: 'Müller Bau GmbH', count: 2 },
        { kind: 'task', key: 't1', task: first },
        { kind: 'task', key: 't2', task: second },
      ],
      true,
    );
    const list = screen.getByRole('region', { name: 'Tasks' });
    expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent('Müller Bau GmbH · 2');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
