import type { Locator, Page } from '@playwright/test';
import type { NotificationPage } from '@taskflow/contracts';
import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/session';
import { agencyWithProject, apiOf, unique } from './support/work';

// The notification centre (apps/api/README.md "Notification model") through the page: the team member's bell is open
// when an admin assigns them a task; the entry arrives live, is opened by keyboard, leads to the task, and is read.

/** Presses Tab, as a keyboard user does, until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 10) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('notification centre', () => {
  test('an assignment reaches the open bell live; opened by keyboard it lands on the task and is read', async ({
    page,
    request,
  }) => {
    const { ownerApi, member, project } = await agencyWithProject(request);
    const memberApi = apiOf(request, member);
    await signInWithToken(page, member);
    await page.goto('/dashboard?lng=en');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Nothing new. What concerns you shows up here.')).toBeVisible();

    const task = await ownerApi.createTask(project.id, { title: unique('Logo'), assignedToId: member.user.id });

    const entry = panel.getByRole('link', { name: new RegExp(`Olivia Owner assigned you “${task.title}”`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Unread');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByRole('status').filter({ hasText: 'New notification' })).toContainText(task.title);

    await tabTo(page, entry);
    await page.keyboard.press('Enter');

    // The board opens the task named by the link, then drops taskId from the address (KanbanPage).
    await expect(page).toHaveURL(new RegExp(`/dashboard/kanban\\?projectId=${project.id}`));
    const dialog = page.getByRole('dialog', { name: task.title });
    await expect(dialog.getByTestId('task-modal')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The task modal hides the rest of the page from assistive technology; the bell's name is still its label.
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications');
    const stored = await memberApi.call<NotificationPage>('get', '/notifications');
    expect(stored.unreadCount).toBe(0);
    expect(stored.items).toEqual([
      expect.objectContaining({
        reason: 'taskAssigned',
        task: { id: task.id, title: task.title },
        readAt: expect.any(String),
      }),
    ]);
  });

  test('"Show more" pages on by keyboard and "Mark all read" reads every entry, in German', async ({
    page,
    request,
  }) => {
    const { ownerApi, member, project } = await agencyWithProject(request);
    const memberApi = apiOf(request, member);
    for (let index = 0; index < 22; index += 1)
      await ownerApi.createTask(project.id, { title: unique(`Aufgabe ${index}`), assignedToId: member.user.id });
    await expect
      .poll(async () => (await memberApi.call<NotificationPage>('get', '/notifications/unread-count')).unreadCount)
      .toBe(22);
    await signInWithToken(page, member);
    await page.goto('/dashboard?lng=de');

    const bell = page.getByRole('button', { name: 'Benachrichtigungen, 22 ungelesen' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    await expect(panel.getByRole('link')).toHaveCount(20);
    const showMore = panel.getByRole('button', { name: 'Mehr anzeigen' });
    await tabTo(page, showMore, 30);
    await page.keyboard.press('Enter');

    // The last page takes the button away; the first entry it showed has the focus.
    await expect(panel.getByRole('link')).toHaveCount(22);
    await expect(showMore).toHaveCount(0);
    await expect(panel.getByRole('link').nth(20)).toBeFocused();

    await panel.getByRole('button', { name: 'Alle als gelesen markieren' }).click();

    await expect(page.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
    await expect(panel.getByText('Ungelesen')).toHaveCount(0);
    const stored = await memberApi.call<NotificationPage>('get', '/notifications?limit=50');
    expect(stored.unreadCount).toBe(0);
    expect(stored.items.filter((item) => item.readAt === null)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeFocused();
  });

  test('Escape closes the panel and puts focus back on the bell; 390 px wide it spans the screen', async ({
    page,
    request,
  }) => {
    const { member } = await agencyWithProject(request);
    await page.setViewportSize({ width: 390, height: 800 });
    await signInWithToken(page, member);
    await page.goto('/dashboard?lng=en');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);

    await page.keyboard.press('Escape');

    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();
  });
});
