import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeaderProvider, usePageHeader, usePageHeaderState } from './PageHeaderProvider';

function TopBar() {
  const { title, action, breadcrumb } = usePageHeaderState();
  return (
    <header>
      <h1>{title ?? 'default title'}</h1>
      <span>{breadcrumb ?? 'no breadcrumb'}</span>
      {action && (
        <button type="button" disabled={action.disabled} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </header>
  );
}

function Page({ onAction }: { onAction: (n: number) => void }) {
  const [clicks, setClicks] = useState(0);
  usePageHeader({
    title: 'Projects',
    breadcrumb: 'Website relaunch',
    action: { label: 'New project', onClick: () => onAction(clicks + 1) },
  });
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      count {clicks}
    </button>
  );
}

describe('page header', () => {
  it('lets a page set title, breadcrumb and an action that always sees its latest state', async () => {
    const onAction = jest.fn();
    const { rerender } = render(
      <PageHeaderProvider>
        <TopBar />
        <Page onAction={onAction} />
      </PageHeaderProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('Website relaunch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'count 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(onAction).toHaveBeenCalledWith(2);

    rerender(
      <PageHeaderProvider>
        <TopBar />
      </PageHeaderProvider>,
    );
    expect(screen.getByRole('heading', { name: 'default title' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('does nothing outside a provider', () => {
    render(<Page onAction={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'count 0' })).toBeInTheDocument();
  });
});
