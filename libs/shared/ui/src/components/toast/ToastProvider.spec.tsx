import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DEFAULT_DURATION_MS, TOAST_EXIT_DURATION_MS } from '../../constants';
import { useToast } from '../../hooks/useToast';
import type { ToastApi } from '../../state/toastContext';
import { TaskflowThemeProvider } from '@taskflow/ui-core';
import { ToastProvider, type ToastProviderProps } from './ToastProvider';

function renderToasts(props: Omit<ToastProviderProps, 'children'> = {}, { strict = false } = {}) {
  const ref: { api: ToastApi | null } = { api: null };
  function Capture() {
    ref.api = useToast();
    return null;
  }
  const tree = (
    <TaskflowThemeProvider>
      <ToastProvider closeLabel="Schließen" {...props}>
        <Capture />
      </ToastProvider>
    </TaskflowThemeProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const api = () => {
    if (!ref.api) throw new Error('no api');
    return ref.api;
  };
  return { api };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ToastProvider / useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('closes after 5 s, with a 300 ms exit', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_EXIT_DURATION_MS).toBe(300);
  });

  it('shows a success toast as a status with its title and message', () => {
    const { api } = renderToasts();
    act(() => {
      api().success('Project saved', { title: 'Done' });
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Done');
    expect(toast).toHaveTextContent('Project saved');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error toast as an alert', () => {
    const { api } = renderToasts();
    act(() => {
      api().error('Could not move the task');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not move the task');
  });

  it.each(['warning', 'info'] as const)('shows a %s toast as a status', (type) => {
    const { api } = renderToasts();
    act(() => {
      api()[type](`A ${type}`);
    });
    expect(screen.getByRole('status')).toHaveTextContent(`A ${type}`);
  });

  it('stays for 5000 ms, then leaves during the 300 ms exit animation', () => {
    const { api } = renderToasts();
    act(() => {
      api().showToast({ type: 'info', message: 'Heads up' });
    });

    advance(4999);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'visible');

    advance(1);
    // the exit animation has started, the toast is still rendered
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'exiting');

    advance(TOAST_EXIT_DURATION_MS - 1);
    expect(screen.getByText('Heads up')).toBeInTheDocument();

    advance(1);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('is gone after 5000 + 300 ms even when time jumps in one step', () => {
    const { api } = renderToasts();
    act(() => {
      api().success('One jump');
    });
    advance(TOAST_DEFAULT_DURATION_MS + TOAST_EXIT_DURATION_MS - 1);
    expect(screen.getByText('One jump')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('One jump')).not.toBeInTheDocument();
  });

  it('keeps its timing under StrictMode', () => {
    const { api } = renderToasts({}, { strict: true });
    act(() => {
      api().info('Strict');
    });
    advance(4999);
    expect(screen.getByText('Strict')).toBeInTheDocument();
    advance(1 + TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('Strict')).not.toBeInTheDocument();
  });

  it('runs the progress bar over the duration', () => {
    const { api } = renderToasts();
    act(() => {
      api().success('Saved');
      api().info('Slow', { duration: 8000 });
    });
    const bars = screen.getAllByTestId('toast-progress');
    expect(bars[0]).toHaveStyle({ animationDuration: '5000ms' });
    expect(bars[1]).toHaveStyle({ animationDuration: '8000ms' });
  });

  it('honours a custom duration', () => {
    const { api } = renderToasts();
    act(() => {
      api().warning('Quick one', { duration: 1000 });
    });
    advance(999);
    expect(screen.getByText('Quick one')).toBeInTheDocument();
    advance(1 + TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('Quick one')).not.toBeInTheDocument();
  });

  it('honours the provider default duration', () => {
    const { api } = renderToasts({ defaultDuration: 2000 });
    act(() => {
      api().info('Provider default');
    });
    advance(2000 + TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('Provider default')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const { api } = renderToasts();
    act(() => {
      api().error('Sticky', { duration: 0 });
    });
    advance(60_000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    expect(screen.queryByTestId('toast-progress')).not.toBeInTheDocument();
  });

  it('closes on the close button after the exit animation', () => {
    const { api } = renderToasts();
    act(() => {
      api().success('Closable');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.getByText('Closable')).toBeInTheDocument();
    advance(TOAST_EXIT_DURATION_MS - 1);
    expect(screen.getByText('Closable')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('closes by keyboard: Escape in a toast stops there, focus goes to the next toast and then back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const outerKeys: string[] = [];
    const ref: { api: ToastApi | null } = { api: null };
    function Page() {
      ref.api = useToast();
      return <button type="button">Save</button>;
    }
    render(
      <TaskflowThemeProvider>
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a listener standing for the dialog around */}
        <div onKeyDown={(event) => outerKeys.push(event.key)}>
          <ToastProvider closeLabel="Schließen">
            <Page />
          </ToastProvider>
        </div>
      </TaskflowThemeProvider>,
    );
    act(() => {
      ref.api?.success('First');
      ref.api?.info('Second');
    });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Schließen' });
    expect(first).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(outerKeys).not.toContain('Escape');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(save).toHaveFocus();
    advance(TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over the toasts or focus is in them, then runs on for the time left', () => {
    const { api } = renderToasts({ regionLabel: 'Benachrichtigungen' });
    act(() => {
      api().success('Read me');
    });
    advance(4000);
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    fireEvent.pointerEnter(region);
    advance(10_000);
    expect(screen.getByText('Read me')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-paused', 'true');
    fireEvent.pointerLeave(region);
    advance(999);
    expect(screen.getByText('Read me').closest('[data-state]')).toHaveAttribute('data-state', 'visible');
    advance(1 + TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();

    act(() => {
      api().info('Focus me');
    });
    act(() => screen.getByRole('button', { name: 'Schließen' }).focus());
    advance(60_000);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
  });

  it('waits when a pointer that rested where it showed up moves, though the pointer never entered it', () => {
    const { api } = renderToasts({ regionLabel: 'Benachrichtigungen' });
    act(() => {
      api().success('Appeared under the pointer');
    });
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    fireEvent.pointerMove(screen.getByText('Appeared under the pointer'));
    expect(region).toHaveAttribute('data-paused', 'true');
    advance(10_000);
    expect(screen.getByText('Appeared under the pointer')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    advance(5000 + TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('Appeared under the pointer')).not.toBeInTheDocument();
  });

  it('dismisses by id', () => {
    const { api } = renderToasts();
    let id = '';
    act(() => {
      id = api().info('By id');
      api().info('Other');
    });
    act(() => api().dismiss(id));
    advance(TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('By id')).not.toBeInTheDocument();
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it('stacks several toasts in order in the notifications region, each leaving on its own schedule', () => {
    const { api } = renderToasts({ regionLabel: 'Benachrichtigungen' });
    act(() => {
      api().success('First');
    });
    advance(1000);
    act(() => {
      api().error('Second');
      api().info('Third');
    });

    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(region).toHaveTextContent(/First.*Second.*Third/);
    expect(screen.getAllByRole('button', { name: 'Schließen' })).toHaveLength(3);

    advance(4000 + TOAST_EXIT_DURATION_MS);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();

    advance(1000);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
  });

  it('throws a helpful error outside the provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
