import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { confirmLeavingPage, useLeaveGuard } from './leave-guard';

function Editor({ confirmLeave }: { confirmLeave: () => Promise<boolean> }) {
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, confirmLeave);
  return (
    <button type="button" onClick={() => setDirty(true)}>
      Change
    </button>
  );
}

async function openEditorWithChanges(confirmLeave: jest.Mock<Promise<boolean>, []>) {
  const view = await renderWithProviders(<Editor confirmLeave={confirmLeave} />, { route: '/dashboard' });
  await act(() => view.router.navigate('/dashboard/settings'));
  await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
  return view;
}

const location = () => screen.getByTestId('location').textContent;

describe('useLeaveGuard', () => {
  it("asks before the browser's back button leaves a page with unsaved changes, and stays when told to", async () => {
    const confirmLeave = jest.fn(() => Promise.resolve(false));
    const { router } = await openEditorWithChanges(confirmLeave);

    await act(() => router.navigate(-1));

    await waitFor(() => expect(confirmLeave).toHaveBeenCalledTimes(1));
    expect(location()).toBe('/dashboard/settings');
  });

  it('leaves when the user agrees', async () => {
    const confirmLeave = jest.fn(() => Promise.resolve(true));
    const { router } = await openEditorWithChanges(confirmLeave);

    await act(() => router.navigate('/dashboard/projects'));

    await waitFor(() => expect(location()).toBe('/dashboard/projects'));
    expect(confirmLeave).toHaveBeenCalledTimes(1);
  });

  it("does not ask for a change of the page's own query (its tabs)", async () => {
    const confirmLeave = jest.fn(() => Promise.resolve(false));
    const { router } = await openEditorWithChanges(confirmLeave);

    await act(() => router.navigate('/dashboard/settings?tab=account'));

    expect(location()).toBe('/dashboard/settings?tab=account');
    expect(confirmLeave).not.toHaveBeenCalled();
  });

  it('lets signing out ask the page once, and then leave without a second question', async () => {
    const confirmLeave = jest.fn(() => Promise.resolve(true));
    const { router } = await openEditorWithChanges(confirmLeave);

    await expect(act(() => confirmLeavingPage())).resolves.toBe(true);
    await act(() => router.navigate('/login'));

    expect(location()).toBe('/login');
    expect(confirmLeave).toHaveBeenCalledTimes(1);
  });

  it('tells a sign-out that stays on a page with unsaved changes to stop', async () => {
    const confirmLeave = jest.fn(() => Promise.resolve(false));
    await openEditorWithChanges(confirmLeave);

    await expect(act(() => confirmLeavingPage())).resolves.toBe(false);
  });

  it('lets a page without changes go without asking', async () => {
    await expect(confirmLeavingPage()).resolves.toBe(true);
  });
});
