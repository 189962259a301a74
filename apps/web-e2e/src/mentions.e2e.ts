import type { Locator, Page } from '@playwright/test';
import { mentionedUserIds, type NotificationPage } from '@taskflow/contracts';
import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/session';
import { agencyWithProject, apiOf, unique } from './support/work';

// A mention through the page (docs/mentions-and-formatting.md): the admin picks a team member from the comment box's
// `@` list by keyboard; the member's open bell counts it and lists it live, without a reload; the entry opens the task.

/** Presses Tab, as a keyboard user does, until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 10) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('mentions', () => {
  test("an @mention chosen by keyboard in a comment reaches the team member's open bell live and opens the task", async ({
    page,
    browser,
    request,
  }) => {
    const { owner, ownerApi, member, project } = await agencyWithProject(request);
    const memberApi = apiOf(request, member);
    // The admin's own task: the member (who sees all tasks by default) hears of it only by the mention.
    const task = await ownerApi.createTask(project.id, { title: unique('Launch plan') });

    // The team member, in a browser of their own, with the bell in view.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInWithToken(memberPage, member);
    await memberPage.goto('/dashboard?lng=en');
    const bell = memberPage.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    const navigations: string[] = [];
    memberPage.on('framenavigated', (frame) => {
      if (frame === memberPage.mainFrame()) navigations.push(frame.url());
    });

    // The admin writes a comment in the task modal and chooses the member from the list with the arrow and Enter.
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    const dialog = page.getByRole('dialog', { name: task.title });
    await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
    const box = dialog.getByRole('textbox', { name: 'Write a comment' });
    await box.click();
    await page.keyboard.type('Please review this, @');
    const list = dialog.getByRole('listbox', { name: 'People to mention' });
    await expect(list.getByRole('option')).toHaveText([/Olivia Owner/, /Tom Member/]);
    await expect(list.getByRole('option', { name: /Olivia Owner/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: /Tom Member/ })).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option', { name: /Tom Member/ }).getAttribute('id')) ?? 'none',
    );
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(new RegExp(`^Please review this, @\\[Tom Member\\]\\(user:${member.user.id}\\) ?$`));
    await page.keyboard.type('thanks');

    await dialog.getByRole('button', { name: 'Send' }).click();
    const comments = dialog.getByRole('list', { name: 'Comments' });
    await expect(comments.getByText('@Tom Member')).toBeVisible();
    await expect(comments).not.toContainText('(user:');

    // The API holds the mention by the member's id.
    const stored = await ownerApi.call<{ content: string }[]>('get', `/comments/tasks/${task.id}?includeInternal=true`);
    expect(stored).toHaveLength(1);
    expect(mentionedUserIds(stored[0].content)).toEqual([member.user.id]);

    // The member's bell counts it and, opened, lists it: live, the page was not loaded again.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = memberPage.getByRole('dialog', { name: 'Notifications' });
    const entry = panel.getByRole('link', { name: new RegExp(`Olivia Owner mentioned you in “${task.title}”`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Unread');
    expect(navigations).toHaveLength(0);

    // Opening the entry (by keyboard) opens the task.
    await tabTo(memberPage, entry);
    await memberPage.keyboard.press('Enter');
    await expect(memberPage).toHaveURL(new RegExp(`/dashboard/kanban\\?projectId=${project.id}`));
    const memberDialog = memberPage.getByRole('dialog', { name: task.title });
    await expect(memberDialog.getByTestId('task-modal')).toBeVisible();
    await expect(memberDialog.getByRole('list', { name: 'Comments' }).getByText('@Tom Member')).toBeVisible();
    const notifications = await memberApi.call<NotificationPage>('get', '/notifications');
    expect(notifications.unreadCount).toBe(0);
    expect(notifications.items).toEqual([
      expect.objectContaining({ reason: 'mentioned', task: { id: task.id, title: task.title } }),
    ]);
    await memberContext.close();
  });
});
