import { useState } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_PAGE_SIZE, type User } from '@taskflow/contracts';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { LiveTestProvider } from '@taskflow/realtime/testing';
import type { AppStore } from '@taskflow/store';
import { forgetSentRequests, sentRequests } from '@taskflow/testing';
import { commentsTexts } from '../comments-texts';
import { commentsApi, useUnreadCommentCountQuery } from '../state/comments.api';
import { CommentsTestApi, userRef } from '../testing/comments-api';
import type { CommentTarget, CommentVisibility } from '../utils/comment-target';
import { CommentThread } from './CommentThread';

/** Captured before any test fakes the timers: waiting for real events while the fake clock stands still. */
const realSetTimeout = globalThis.setTimeout;

const admin = testUser({ id: 'u-admin', firstName: 'Ada', lastName: 'Admin', userType: 'admin' });
const team = testUser({ id: 'u-team', firstName: 'Tom', lastName: 'Team', userType: 'team' });
const client = testUser({
  id: 'u-client',
  firstName: 'Clara',
  lastName: 'Client',
  userType: 'client',
  clientCompanyId: 'company-1',
});
const TASK: CommentTarget = { kind: 'task', id: 'task-1' };
const PROJECT: CommentTarget = { kind: 'project', id: 'project-1' };

let api: CommentsTestApi;

/** The API answers for this signed-in user from now on (its comments, rules and live gateway start empty). */
function serve(viewer: User): void {
  api = new CommentsTestApi(viewer).install();
}

/** The stores of this test's renders: their calls must be answered before the next test starts over. */
const stores: AppStore[] = [];

// Drafts live in the tab's session storage; each test starts without any.
beforeEach(() => sessionStorage.clear());

afterEach(async () => {
  jest.useRealTimers();
  // While still mounted (unmounting forgets pending mutations): let scheduled effects run (one turn of the event
  // loop), then wait for every answer.
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  const pending = () =>
    stores.flatMap((store) => {
      const { queries, mutations } = store.getState().api;
      return [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry?.status === 'pending');
    });
  await waitFor(() => expect(pending()).toEqual([]));
  cleanup();
  stores.length = 0;
});

function UnreadCount() {
  const { data } = useUnreadCommentCountQuery();
  return <output aria-label="unread comments">{data ?? '…'}</output>;
}

interface ThreadOptions {
  target?: CommentTarget;
  emptyText?: string;
  defaultVisibility?: CommentVisibility;
  language?: string;
  withCount?: boolean;
}

async function renderThread(
  user: User,
  { target = TASK, defaultVisibility = 'internal', language = 'en', withCount = false, emptyText }: ThreadOptions = {},
) {
  const rendered = await renderWithProviders(
    <LiveTestProvider socket={api.gateway.socket}>
      <CommentThread target={target} defaultVisibility={defaultVisibility} heading="Comments" emptyText={emptyText} />
      {withCount ? <UnreadCount /> : null}
    </LiveTestProvider>,
    { user, language, texts: [commentsTexts] },
  );
  act(() => api.gateway.socket.serverConnects());
  stores.push(rendered.store);
  return { ...rendered, user: userEvent.setup() };
}

const commentList = () => screen.findByRole('list', { name: 'Comments' });
const items = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
const threadData = (store: AppStore, includeInternal: boolean, target = TASK) =>
  commentsApi.endpoints.commentThread.select({ ...target, includeInternal })(store.getState()).data;

/** Waits (in real time, whatever the fake clock does) until the condition holds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (condition()) return;
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

describe('CommentThread', () => {
  describe('states', () => {
    it('shows loading, then the error with a retry that loads the thread', async () => {
      serve(team);
      api.seed('task', TASK.id, userRef(client), { content: 'Looks good' });
      api.failures.set('GET thread', 500);
      api.hold('GET thread');
      const { user } = await renderThread(team);

      expect(await screen.findByText('Loading comments…')).toBeInTheDocument();
      await waitFor(() => expect(api.held.get('GET thread')).toHaveLength(1));
      act(() => api.held.get('GET thread')?.[0].release());
      expect(await screen.findByRole('alert')).toHaveTextContent('Comments could not be loaded.');

      api.failures.delete('GET thread');
      api.unhold('GET thread');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await commentList();
      expect(items()).toHaveLength(1);
      expect(items()[0]).toHaveTextContent('Looks good');
    });

    it('shows the empty text (the default, or the one given)', async () => {
      serve(team);
      const first = await renderThread(team);
      expect(await screen.findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
      first.unmount();

      await renderThread(team, { emptyText: 'No messages about this task yet.' });
      expect(await screen.findByText('No messages about this task yet.')).toBeInTheDocument();
    });
  });

  it('shows a thread longer than one page of the list whole, up to its newest comment', async () => {
    serve(team);
    const count = LIST_PAGE_SIZE + 2;
    for (let index = 1; index <= count; index += 1) {
      api.seed('task', TASK.id, userRef(client), { content: `Note ${index}`, isReadByTeam: true });
    }
    const { store } = await renderThread(team);

    await until(() => threadData(store, true)?.length === count, 'every page is read');
    await commentList();
    const shown = items();
    expect(shown).toHaveLength(count);
    expect(shown[count - 1]).toHaveTextContent(`Note ${count}`);
    expect(sentRequests('GET', /^\/comments\/tasks\/task-1$/).map((request) => request.query.get('offset'))).toEqual([
      '0',
      String(LIST_PAGE_SIZE),
    ]);
  }, 30_000); // A thousand rendered comments take jsdom a few seconds on a busy machine.

  it('lists the thread oldest first, each item named by author and time, and appends a sent comment last', async () => {
    serve(team);
    api.seed('task', TASK.id, userRef(admin), { content: 'First', createdAt: '2026-03-01T08:00:00.000Z' });
    api.seed('task', TASK.id, userRef(client), { content: 'Second', createdAt: '2026-03-01T09:00:00.000Z' });
    api.seed('task', TASK.id, userRef(team), { content: 'Third', createdAt: '2026-03-01T10:00:00.000Z' });
    const { user } = await renderThread(team, { defaultVisibility: 'client' });
    await commentList();

    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual(['First', 'Second', 'Third']);
    expect(items()[1]).toHaveAccessibleName(expect.stringContaining('Clara Client'));

    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Fourth');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(items()[3]).toHaveTextContent('Fourth');
  });

  it('labels internal comments "Internal" for the team; a client never asks for them nor sees the label', async () => {
    serve(team);
    api.seed('task', TASK.id, userRef(admin), { content: 'Budget is tight', isInternal: true });
    api.seed('task', TASK.id, userRef(admin), { content: 'Design is ready' });
    const teamView = await renderThread(team);
    await commentList();
    const [internal, shared] = items();
    expect(within(internal).getByText('Internal')).toBeInTheDocument();
    expect(within(shared).queryByText('Internal')).not.toBeInTheDocument();
    expect(sentRequests('GET', /^\/comments\/tasks\/task-1$/)[0].query.get('includeInternal')).toBe('true');
    teamView.unmount();

    forgetSentRequests();
    api.viewer = client;
    await renderThread(client);
    await commentList();
    expect(items()).toHaveLength(1);
    expect(screen.queryByText('Budget is tight')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal')).not.toBeInTheDocument();
    expect(sentRequests('GET', /^\/comments\/tasks\/task-1$/)[0].query.has('includeInternal')).toBe(false);
  });

  describe('clients', () => {
    it('write client-visible comments without a visibility choice while comments are allowed', async () => {
      serve(client);
      const { user } = await renderThread(client, { defaultVisibility: 'internal' });
      const textbox = await screen.findByRole('textbox', { name: 'Write a comment' });
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();

      await user.type(textbox, 'When is the launch?');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(sentRequests('POST', /comments\/tasks$/)).toHaveLength(1));
      expect(sentRequests('POST', /comments\/tasks$/)[0].body).toEqual({
        taskId: TASK.id,
        content: 'When is the launch?',
        isInternal: false,
      });
    });

    it('are told in German when the agency turned client comments off while they wrote (by the code of the refusal)', async () => {
      serve(client);
      const { user } = await renderThread(client, { language: 'de' });
      const textbox = await screen.findByRole('textbox', { name: 'Kommentar schreiben' });
      api.allowClientComments = false;

      await user.type(textbox, 'Noch eine Frage');
      await user.click(screen.getByRole('button', { name: 'Senden' }));

      // The API's (English, reworded) message is not what the reader sees.
      expect(
        await screen.findAllByText(
          'Ihre Agentur hat Kommentare von Kunden deaktiviert. Sie können diesen Verlauf weiterhin lesen.',
        ),
      ).not.toHaveLength(0);
      expect(screen.queryByText(/reworded/)).not.toBeInTheDocument();
    });

    it('get an explanation instead of the composer while the agency does not allow client comments', async () => {
      serve(client);
      api.allowClientComments = false;
      api.seed('project', PROJECT.id, userRef(team), { content: 'Kick-off on Monday' });
      api.seed('project', PROJECT.id, userRef(client), { content: 'My earlier question' });
      await renderThread(client, { target: PROJECT });

      expect(
        await screen.findByText('Your agency has turned off comments from clients. You can still read this thread.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Kick-off on Monday')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
      // Their own earlier comment can be deleted, not changed (the API refuses edits while comments are off).
      const own = items()[1];
      expect(within(own).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      // Reading stays possible, and marks the thread read for the client.
      await waitFor(() => expect(sentRequests('PATCH', /\/projects\/read\/client$/)).toHaveLength(1));
    });
  });

  describe('composer', () => {
    it('sends nothing for empty or whitespace-only text and says why', async () => {
      serve(team);
      const { user } = await renderThread(team);
      const textbox = await screen.findByRole('textbox', { name: 'Write a comment' });

      await user.click(screen.getByRole('button', { name: 'Send' }));
      await user.type(textbox, '   \n  ');
      await user.keyboard('{Control>}{Enter}{/Control}');
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(textbox).toHaveAccessibleDescription(
        expect.stringContaining('Write something or attach a file before sending.'),
      );
      expect(sentRequests('POST', /comments/)).toHaveLength(0);
    });

    it('sends a comment that is just a file', async () => {
      serve(client);
      const { user } = await renderThread(client, { defaultVisibility: 'client' });
      await screen.findByRole('textbox', { name: 'Write a comment' });

      await user.upload(screen.getByTestId('file-input'), new File(['%PDF-1.4\n'], 'freigabe.pdf'));
      await waitFor(() => expect(screen.getByTestId('pending-upload')).toHaveTextContent(/^✓freigabe\.pdf/));
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(await screen.findByText('Comment added')).toBeInTheDocument();
      const [sent] = sentRequests('POST', /comments/);
      expect(sent.body).toEqual({
        taskId: TASK.id,
        content: '',
        isInternal: false,
        attachmentIds: [expect.any(String)],
      });
      await commentList();
      const [comment] = items();
      expect(within(comment).getByTestId('file-item')).toHaveTextContent('freigabe.pdf');
      expect(comment.querySelector('p')).toBeNull();
      expect(screen.queryByTestId('pending-upload')).not.toBeInTheDocument();
    });

    it('sends once while a send is pending, then confirms with a toast and empties the field', async () => {
      serve(team);
      api.hold('POST');
      const { user } = await renderThread(team);
      const textbox = await screen.findByRole('textbox', { name: 'Write a comment' });

      await user.type(textbox, '  Ready for review  ');
      await user.keyboard('{Control>}{Enter}{/Control}');
      const sending = await screen.findByRole('button', { name: 'Sending…' });
      expect(sending).toBeDisabled();
      await user.click(sending);
      await user.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(api.held.get('POST')).toHaveLength(1));

      act(() => api.held.get('POST')?.[0].release());
      expect(await screen.findByText('Comment added')).toBeInTheDocument();
      expect(sentRequests('POST', /comments/)).toHaveLength(1);
      expect(sentRequests('POST', /comments/)[0].body).toMatchObject({ content: 'Ready for review' });
      expect(textbox).toHaveValue('');
    });

    it('keeps the text and shows the failure inline when the comment could not be added', async () => {
      serve(team);
      api.failures.set('POST', 500);
      const { user } = await renderThread(team);
      const textbox = await screen.findByRole('textbox', { name: 'Write a comment' });

      await user.type(textbox, 'Please check');
      await user.click(screen.getByRole('button', { name: 'Send' }));

      await waitFor(() =>
        expect(textbox).toHaveAccessibleDescription(expect.stringContaining('Failed to add comment')),
      );
      expect(textbox).toHaveValue('Please check');
    });

    it.each([
      ['internal', 'Internal (team only)', true],
      ['client', 'Visible to the client', false],
    ] as const)(
      'starts a team member on the %s visibility given by the prop',
      async (defaultVisibility, label, isInternal) => {
        serve(team);
        const { user } = await renderThread(team, { defaultVisibility });
        expect(await screen.findByRole('radio', { name: label })).toBeChecked();

        await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Note');
        await user.click(screen.getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(sentRequests('POST', /comments/)).toHaveLength(1));
        expect(sentRequests('POST', /comments/)[0].body).toMatchObject({ isInternal });
      },
    );

    it('lets a team member switch the visibility of one comment by keyboard', async () => {
      serve(team);
      const { user } = await renderThread(team, { defaultVisibility: 'internal' });
      const internal = await screen.findByRole('radio', { name: 'Internal (team only)' });

      internal.focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Visible to the client' })).toBeChecked();
      await user.tab({ shift: true });
      await user.keyboard('Shared with you');
      await user.tab(); // the visibility choice
      await user.tab(); // "Discard draft"
      await user.tab(); // "Attach file to comment"
      await user.tab();
      expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
      await user.keyboard('{Enter}');

      await waitFor(() => expect(sentRequests('POST', /comments/)).toHaveLength(1));
      expect(sentRequests('POST', /comments/)[0].body).toMatchObject({
        content: 'Shared with you',
        isInternal: false,
      });
      // Back to the default for the next comment.
      expect(await screen.findByText('Comment added')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Internal (team only)' })).toBeChecked();
    });
  });

  describe('drafts', () => {
    it('keeps unsent text and its visibility per thread when the thread closes, until it is sent', async () => {
      serve(team);
      const first = await renderThread(team, { defaultVisibility: 'client' });
      await first.user.click(await screen.findByRole('radio', { name: 'Internal (team only)' }));
      await first.user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Half a thought');
      first.unmount();

      // Another thread has no draft; this one has it back, visibility included.
      const other = await renderThread(team, { target: { kind: 'task', id: 'task-2' } });
      expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
      other.unmount();
      const again = await renderThread(team, { defaultVisibility: 'client' });
      const textbox = await screen.findByRole('textbox', { name: 'Write a comment' });
      expect(textbox).toHaveValue('Half a thought');
      expect(screen.getByRole('radio', { name: 'Internal (team only)' })).toBeChecked();

      await again.user.type(textbox, ', finished');
      await again.user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Comment added')).toBeInTheDocument();
      expect(sentRequests('POST', /comments/)[0].body).toMatchObject({
        content: 'Half a thought, finished',
        isInternal: true,
      });
      again.unmount();
      await renderThread(team, { defaultVisibility: 'client' });
      expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
      expect(screen.getByRole('radio', { name: 'Visible to the client' })).toBeChecked();
    });

    it('keeps each user their own drafts', async () => {
      serve(team);
      const mine = await renderThread(team);
      await mine.user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Only for Tom');
      mine.unmount();
      serve(admin);
      await renderThread(admin);
      expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    });

    it('discards a draft only after asking, and then starts empty with the focus in the text', async () => {
      serve(team);
      const { user, unmount } = await renderThread(team);
      const textbox = await screen.findByRole('textbox', { name: 'Write a comment' });
      expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
      await user.type(textbox, 'Never mind');

      await user.click(screen.getByRole('button', { name: 'Discard draft' }));
      const question = await screen.findByRole('alertdialog', { name: 'Discard your draft?' });
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      expect(textbox).toHaveValue('Never mind');

      await user.click(screen.getByRole('button', { name: 'Discard draft' }));
      const again = await screen.findByRole('alertdialog', { name: 'Discard your draft?' });
      await user.click(within(again).getByRole('button', { name: 'Discard draft' }));
      await waitFor(() => expect(textbox).toHaveValue(''));
      await waitFor(() => expect(textbox).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
      unmount();
      await renderThread(team);
      expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
      expect(sentRequests('POST', /comments/)).toHaveLength(0);
    });
  });

  describe('read state', () => {
    it("marks the unread comments of the viewer's side read at once and refreshes the unread count", async () => {
      serve(team);
      const unread = api.seed('task', TASK.id, userRef(client), { content: 'Any news?' });
      api.seed('task', TASK.id, userRef(admin), { content: 'Read already' });
      await renderThread(team, { withCount: true });

      await waitFor(() => expect(sentRequests('PATCH', /read\/team$/)).toHaveLength(1));
      expect(sentRequests('PATCH', /read\/team$/)[0]).toMatchObject({
        path: '/comments/tasks/read/team',
        body: { commentIds: [unread.id] },
      });
      expect(within(items()[0]).getByText('New')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('status', { name: 'unread comments' })).toHaveTextContent('0'));
      expect(sentRequests('GET', /unread-count$/).length).toBeGreaterThanOrEqual(2);
    });

    it('shows them read at once and rolls the flags back when the call fails', async () => {
      serve(client);
      const unread = api.seed('project', PROJECT.id, userRef(team), { content: 'Draft attached' });
      api.hold('PATCH');
      const { store } = await renderThread(client, { target: PROJECT });
      await commentList();

      await waitFor(() => expect(api.held.get('PATCH')).toHaveLength(1));
      expect(sentRequests('PATCH', /read\/client$/)[0]).toMatchObject({
        path: '/comments/projects/read/client',
        body: { commentIds: [unread.id] },
      });
      expect(threadData(store, false, PROJECT)?.[0]).toMatchObject({ id: unread.id, isReadByClient: true });

      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      act(() => api.held.get('PATCH')?.[0].release(500));
      await waitFor(() =>
        expect(threadData(store, false, PROJECT)?.[0]).toMatchObject({ id: unread.id, isReadByClient: false }),
      );
      expect(warn).toHaveBeenCalledWith('Comments could not be marked read', expect.anything());
      warn.mockRestore();
      expect(sentRequests('PATCH', /read/)).toHaveLength(1);
    });

    it('marks a live comment read 1 s after it arrived, and announces it', async () => {
      serve(team);
      api.seed('task', TASK.id, userRef(admin), { content: 'Earlier' });
      const { store } = await renderThread(team);
      await commentList();
      await waitFor(() => expect(api.gateway.joinedRooms()).toContain(`task:${TASK.id}`));
      const markReads = () =>
        Object.values(store.getState().api.mutations).filter(
          (mutation) => mutation?.endpointName === 'markCommentsRead',
        );
      expect(markReads()).toHaveLength(0);

      jest.useFakeTimers({
        doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'],
      });
      const live = api.liveComment('task', TASK.id, userRef(client), { content: 'Just uploaded the logo' });
      await until(() => screen.queryByText('Just uploaded the logo') !== null, 'the live comment shows');
      expect(within(items()[1]).getByText('New')).toBeInTheDocument();

      // 1 s (docs/product-rules.md#states-and-changes).
      act(() => jest.advanceTimersByTime(999));
      expect(markReads()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      expect(markReads()).toHaveLength(1);
      await until(() => sentRequests('PATCH', /read\/team$/).length === 1, 'the read call arrives');
      expect(sentRequests('PATCH', /read\/team$/)[0].body).toEqual({ commentIds: [live.id] });
      expect(document.body).toHaveTextContent('New comment from Clara Client: Just uploaded the logo');
    });
  });

  it('treats another thread as newly opened when the target changes (marked read at once, nothing announced)', async () => {
    serve(team);
    api.seed('task', 'task-a', userRef(client), { content: 'About A' });
    const aboutB = api.seed('task', 'task-b', userRef(client), { content: 'About B' });
    function Switcher() {
      const [taskId, setTaskId] = useState('task-a');
      return (
        <LiveTestProvider socket={api.gateway.socket}>
          <button type="button" onClick={() => setTaskId('task-b')}>
            Open B
          </button>
          <CommentThread target={{ kind: 'task', id: taskId }} defaultVisibility="internal" heading="Comments" />
        </LiveTestProvider>
      );
    }
    const { store } = await renderWithProviders(<Switcher />, { user: team, texts: [commentsTexts] });
    act(() => api.gateway.socket.serverConnects());
    stores.push(store);
    const user = userEvent.setup();
    await screen.findByText('About A');
    await waitFor(() => expect(sentRequests('PATCH', /read\/team$/)).toHaveLength(1));
    api.hold('GET thread');

    await user.click(screen.getByRole('button', { name: 'Open B' }));
    expect(await screen.findByText('Loading comments…')).toBeInTheDocument();
    expect(screen.queryByText('About A')).not.toBeInTheDocument();
    await waitFor(() => expect(api.held.get('GET thread')).toHaveLength(1));
    act(() => api.held.get('GET thread')?.[0].release());
    await screen.findByText('About B');

    await waitFor(() => expect(sentRequests('PATCH', /read\/team$/)).toHaveLength(2));
    expect(sentRequests('PATCH', /read\/team$/)[1].body).toEqual({ commentIds: [aboutB.id] });
    expect(document.body).not.toHaveTextContent('New comment from Clara Client: About B');
  });

  describe('own comments', () => {
    it('edits with Ctrl+Enter and deletes after a confirmation; others’ comments offer neither', async () => {
      serve(team);
      api.seed('task', TASK.id, userRef(client), { content: 'From the client' });
      const mine = api.seed('task', TASK.id, userRef(team), { content: 'Typo here' });
      const { user } = await renderThread(team);
      await commentList();
      const [theirs, own] = items();
      expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

      await user.click(within(own).getByRole('button', { name: 'Edit' }));
      const editor = within(own).getByRole('textbox', { name: 'Edit your comment' });
      await user.clear(editor);
      await user.type(editor, 'Fixed text');
      await user.keyboard('{Control>}{Enter}{/Control}');
      expect(await screen.findByText('Comment updated')).toBeInTheDocument();
      await waitFor(() => expect(items()[1].querySelector('p')).toHaveTextContent('Fixed text'));
      expect(within(items()[1]).queryByRole('textbox')).not.toBeInTheDocument();
      expect(sentRequests('PUT', new RegExp(`${mine.id}$`))[0].body).toEqual({ content: 'Fixed text' });

      await user.click(within(items()[1]).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
      await waitFor(() => expect(items()).toHaveLength(1));
      expect(api.commentById(mine.id)).toBeUndefined();
      expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    });
  });

  it('lets the author empty the text of a comment with files, but not of one without', async () => {
    serve(client);
    const withFile = api.seed('task', TASK.id, userRef(client), {
      content: 'Signed copy',
      attachments: [
        {
          id: 'f-1',
          fileName: 'freigabe.pdf',
          mimeType: 'application/pdf',
          size: 9,
          url: '/api/files/f-1',
          previewUrl: null,
          uploadedBy: userRef(client),
          createdAt: '2026-03-01T09:00:00.000Z',
        },
      ],
    });
    api.seed('task', TASK.id, userRef(client), { content: 'Just words' });
    const { user } = await renderThread(client, { defaultVisibility: 'client' });
    await commentList();
    const comments = () => items().filter((item) => item.dataset['testid'] !== 'file-item');

    await user.click(within(comments()[1]).getByRole('button', { name: 'Edit' }));
    await user.clear(within(comments()[1]).getByRole('textbox', { name: 'Edit your comment' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(comments()[1]).getByRole('textbox', { name: 'Edit your comment' })).toHaveAccessibleDescription(
      expect.stringContaining('Write something before sending.'),
    );
    expect(sentRequests('PUT', /comments/)).toHaveLength(0);
    await user.keyboard('{Escape}');

    await user.click(within(comments()[0]).getByRole('button', { name: 'Edit' }));
    await user.clear(within(comments()[0]).getByRole('textbox', { name: 'Edit your comment' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(sentRequests('PUT', new RegExp(`${withFile.id}$`))[0].body).toEqual({ content: '' });
    await waitFor(() => expect(comments()[0].querySelector('p')).toBeNull());
    expect(within(comments()[0]).getByTestId('file-item')).toHaveTextContent('freigabe.pdf');
  });

  it('shows a comment edited elsewhere as it happens', async () => {
    serve(client);
    const edited = api.seed('task', TASK.id, userRef(team), { content: 'Launch on Monday' });
    await renderThread(client, { defaultVisibility: 'client' });
    await commentList();
    await waitFor(() => expect(api.gateway.joinedRooms()).toContain(`task:${TASK.id}`));

    act(() => api.liveEdit(edited.id, 'Launch on Tuesday'));

    await waitFor(() => expect(items()[0]).toHaveTextContent('Launch on Tuesday'));
    expect(items()[0]).not.toHaveTextContent('Launch on Monday');
  });

  it('drops a comment deleted elsewhere, with its files, as it happens', async () => {
    serve(client);
    const gone = api.seed('task', TASK.id, userRef(team), { content: 'Outdated plan' });
    api.seed('task', TASK.id, userRef(team), { content: 'Current plan' });
    await renderThread(client, { defaultVisibility: 'client' });
    await commentList();
    expect(items()).toHaveLength(2);
    await waitFor(() => expect(api.gateway.joinedRooms()).toContain(`task:${TASK.id}`));

    act(() => api.liveDelete(gone.id));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Current plan');
  });

  it('says "User not authenticated" without a session, and calls nothing', async () => {
    serve(team);
    localStorage.clear(); // no session kept from an earlier test
    await renderWithProviders(<CommentThread target={TASK} defaultVisibility="internal" />, {
      texts: [commentsTexts],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(sentRequests()).toEqual([]);
  });

  it('speaks German', async () => {
    serve(team);
    api.seed('task', TASK.id, userRef(admin), { content: 'Nur für uns', isInternal: true });
    await renderThread(team, { language: 'de' });
    await commentList();
    expect(screen.getByRole('textbox', { name: 'Kommentar schreiben' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Intern (nur Team)' })).toBeChecked();
    expect(within(items()[0]).getByText('Intern')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
  });
});
