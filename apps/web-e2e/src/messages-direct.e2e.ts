import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, directConversation, sendMessages } from './support/messaging';
import { addTeamMember, registerAgency, signInWithToken, type ApiSession } from './support/session';

/** A second signed-in browser (its own context: its own storage and its own live connection). */
async function secondBrowser(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, session);
  return page;
}

const directTab = '/dashboard/messages?tab=direct&lng=en';

test.describe('direct messages', () => {
  test('a message appears live for the other side, whose unread badges rise and clear after opening', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerAgency(request);
    const colleague = await addTeamMember(request, owner.token);
    const conversation = await directConversation(request, owner, colleague);

    await signInWithToken(page, colleague);
    await page.goto(directTab);
    const item = page.getByTestId('conversation-item').filter({ hasText: 'Olivia Owner' });
    await expect(item).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);

    const ownerPage = await secondBrowser(browser, owner);
    await ownerPage.goto(`${directTab}&conversationId=${conversation.id}`);
    await ownerPage.getByRole('textbox', { name: 'Message' }).fill('Can you review the offer today?');
    await ownerPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(ownerPage.getByTestId('message').filter({ hasText: 'Can you review the offer today?' })).toBeVisible();

    // The colleague's page did not reload: the message and the counts arrive live.
    await expect(item).toContainText('Can you review the offer today?');
    await expect(item.getByTestId('conversation-unread')).toHaveText(/1/);
    await expect(page.getByRole('tab', { name: /Direct messages/ })).toContainText('1');
    await expect(page.getByTestId('unread-badge')).toHaveText(/1/);

    await item.click();
    await expect(page.getByTestId('message').filter({ hasText: 'Can you review the offer today?' })).toBeVisible();
    // Marked read about 2 s after opening: every badge clears.
    await expect(item.getByTestId('conversation-unread')).toHaveCount(0);
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Direct messages/ })).toHaveText('Direct messages');

    // A reply goes back live too, and the owner sees who wrote it.
    await page.getByRole('textbox', { name: 'Message' }).fill('Yes, this afternoon.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(ownerPage.getByTestId('message').filter({ hasText: 'Yes, this afternoon.' })).toContainText(
      'Tom Member',
    );
    await ownerPage.context().close();
  });

  test('"load earlier" pages through more than 50 messages in order and keeps the reading position', async ({
    page,
    request,
  }) => {
    const owner = await registerAgency(request);
    const colleague = await addTeamMember(request, owner.token);
    const conversation = await directConversation(request, owner, colleague);
    const texts = Array.from({ length: 120 }, (_, index) => `Update ${String(index + 1).padStart(3, '0')}`);
    await sendMessages(request, colleague, conversation.id, texts);

    await signInWithToken(page, owner);
    await page.goto(`${directTab}&conversationId=${conversation.id}`);
    const messages = page.getByTestId('message');
    await expect(messages).toHaveCount(50);
    await expect(messages.last()).toContainText('Update 120');
    await expect(messages.last()).toBeInViewport();

    const scroller = page.getByTestId('message-scroller');
    await scroller.evaluate((element) => (element.scrollTop = 0));
    const oldest = messages.filter({ hasText: 'Update 071' });
    const before = await oldest.boundingBox();
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(messages).toHaveCount(100);
    // What the reader looked at stays where it was; the older messages came in above it.
    const after = await oldest.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(40);

    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(messages).toHaveCount(120);
    await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
    const shown = await messages.locator('p').allTextContents();
    expect(shown).toEqual(texts);
  });

  test('only the author is offered edit and delete; the edit reaches the other side live', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerAgency(request);
    const colleague = await addTeamMember(request, owner.token);
    const conversation = await directConversation(request, owner, colleague);
    await sendMessages(request, owner, conversation.id, ['Draft is attached']);
    await sendMessages(request, colleague, conversation.id, ['Thanks, looking now']);

    await signInWithToken(page, owner);
    await page.goto(`${directTab}&conversationId=${conversation.id}`);
    // Oldest first: the owner's message, then the colleague's (positions stay while the text is edited).
    const mine = page.getByTestId('message').nth(0);
    const theirs = page.getByTestId('message').nth(1);
    await expect(mine).toContainText('Draft is attached');
    await expect(theirs).toBeVisible();
    const moreActions = { name: 'More actions for this message' };
    await expect(theirs.getByRole('button', { name: 'Reply' })).toHaveCount(1);
    await expect(theirs.getByRole('button', moreActions)).toHaveCount(0);
    await mine.hover();
    await mine.getByRole('button', moreActions).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');

    const colleaguePage = await secondBrowser(browser, colleague);
    await colleaguePage.goto(`${directTab}&conversationId=${conversation.id}`);
    const seen = colleaguePage.getByTestId('message').filter({ hasText: 'Draft is attached' });
    await expect(seen).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Reply' })).toHaveCount(1);
    await expect(seen.getByRole('button', moreActions)).toHaveCount(0);

    await mine.hover();
    await mine.getByRole('button', moreActions).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = mine.getByRole('textbox', { name: 'Edit message' });
    await editor.fill('Draft v2 is attached');
    await editor.press('Enter');
    await expect(mine).toContainText('(edited)');
    await expect(colleaguePage.getByTestId('message').filter({ hasText: 'Draft v2 is attached' })).toContainText(
      '(edited)',
    );

    await theirs.hover();
    await theirs.getByRole('button', { name: 'React with thumbs up' }).click();
    await expect(
      colleaguePage
        .getByTestId('message')
        .filter({ hasText: 'Thanks, looking now' })
        .getByRole('button', { name: /👍 1 reaction/ }),
    ).toBeVisible();

    await mine.hover();
    await mine.getByRole('button', moreActions).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('message')).toHaveCount(1);
    await expect(colleaguePage.getByTestId('message').filter({ hasText: 'Draft v2' })).toHaveCount(0);
    await colleaguePage.context().close();
  });
  test('sends, edits and deletes a message through the page; the API holds each change', async ({ page, request }) => {
    const owner = await registerAgency(request);
    const colleague = await addTeamMember(request, owner.token);
    const conversation = await directConversation(request, owner, colleague);
    const stored = async () =>
      (
        await apiGet<{ messages: { content: string; isEdited: boolean }[] }>(
          request,
          `/conversations/${conversation.id}/messages`,
          colleague.token,
        )
      ).messages.map(({ content, isEdited }) => ({ content, isEdited }));

    await signInWithToken(page, owner);
    await page.goto(directTab);
    await page.getByTestId('conversation-item').filter({ hasText: 'Tom Member' }).click();
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('The offer goes out on Friday');
    await page.getByRole('button', { name: 'Send' }).click();
    // The only message (while it is edited its text is in the editor, so it is found by position).
    const sent = page.getByTestId('message').first();
    await expect(sent).toContainText('The offer goes out on Friday');
    await expect(input).toHaveValue('');
    await expect.poll(stored).toEqual([{ content: 'The offer goes out on Friday', isEdited: false }]);

    await sent.hover();
    await sent.getByRole('button', { name: 'More actions for this message' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = sent.getByRole('textbox', { name: 'Edit message' });
    await editor.fill('The offer goes out on Monday');
    await sent.getByRole('button', { name: 'Save' }).click();
    await expect(sent).toContainText('The offer goes out on Monday');
    await expect(sent).toContainText('(edited)');
    await expect.poll(stored).toEqual([{ content: 'The offer goes out on Monday', isEdited: true }]);

    await sent.hover();
    await sent.getByRole('button', { name: 'More actions for this message' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('message')).toHaveCount(0);
    await expect.poll(stored).toEqual([]);
    // After a reload the page shows what the API holds.
    await page.reload();
    await expect(page.getByTestId('chat-pane')).toBeVisible();
    await expect(page.getByText('No messages yet. Write the first one.')).toBeVisible();
  });
});
