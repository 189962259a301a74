import { useRef, type MutableRefObject } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSessionToken } from '@taskflow/auth';
import type { FileTarget, FileView } from '@taskflow/contracts';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { filesTexts } from '../files-texts';
import { PendingUploadList } from '../components/PendingUploadList';
import { FilesTestApi, FRESH_TOKEN } from '../../testing/files-api';
import { useUploads, type Uploads } from './use-uploads';

const team = testUser({ id: 'u-team', firstName: 'Tom', lastName: 'Team', userType: 'team' });
const TASK_ID = 'task-1';
let api: FilesTestApi;

beforeEach(() => {
  api = new FilesTestApi({ id: team.id, firstName: 'Tom', lastName: 'Team', userType: 'team' }).install();
});

afterEach(() => {
  cleanup();
  // Whatever a test left waiting on the API is answered, so no request outlives it.
  for (const held of api.held.splice(0)) held.release();
});

function Harness(props: { target: FileTarget; uploaded: FileView[]; hook: MutableRefObject<Uploads | null> }) {
  const { target, uploaded, hook } = props;
  const uploads = useUploads({ target, parentId: TASK_ID, onUploaded: (file) => uploaded.push(file) });
  hook.current = uploads;
  return <PendingUploadList items={uploads.items} onRemove={uploads.remove} />;
}

async function renderUploads(target: FileTarget = 'task', language = 'en') {
  const uploaded: FileView[] = [];
  const ref: { hook: MutableRefObject<Uploads | null> | null } = { hook: null };
  function WithRef() {
    const hook = useRef<Uploads | null>(null);
    ref.hook = hook;
    return <Harness target={target} uploaded={uploaded} hook={hook} />;
  }
  const rendered = await renderWithProviders(<WithRef />, { user: team, language, texts: [filesTexts] });
  const uploads = () => {
    if (!ref.hook?.current) throw new Error('not rendered');
    return ref.hook.current;
  };
  return { ...rendered, uploaded, uploads, user: userEvent.setup() };
}

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const rows = () => screen.queryAllByTestId('pending-upload');

describe('useUploads (with its pending list)', () => {
  it('uploads a task attachment with a progress bar, and it leaves the list once stored', async () => {
    api.holdUploads();
    const { uploads, uploaded } = await renderUploads('task');

    act(() => uploads().add([pdf('angebot.pdf')]));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading angebot.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(rows()[0]).toHaveTextContent('0 %');
    expect(uploads().isUploading).toBe(true);
    await waitFor(() => expect(api.held).toHaveLength(1));

    act(() => api.held.shift()?.release());

    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(uploaded.map((file) => file.fileName)).toEqual(['angebot.pdf']);
    expect(api.taskFiles(TASK_ID).map((file) => file.content.toString())).toEqual(['%PDF-1.4\n%%EOF\n']);
  });

  it('cancels an upload in flight: the request is aborted and nothing is kept', async () => {
    api.holdUploads();
    const { uploads, uploaded, user } = await renderUploads('task');
    act(() => uploads().add([pdf('gross.pdf')]));
    await waitFor(() => expect(api.held).toHaveLength(1));

    await user.click(within(rows()[0]).getByRole('button', { name: 'Cancel : gross.pdf' }));

    expect(rows()).toHaveLength(0);
    await waitFor(() => expect(api.abortedUploads).toBe(1));
    act(() => api.held.shift()?.release());
    expect(api.files).toEqual([]);
    expect(uploaded).toEqual([]);
  });

  it('when the component goes, cancels uploads in flight and removes drafts nobody sent', async () => {
    const { uploads, unmount } = await renderUploads('task-comment');
    act(() => uploads().add([pdf('entwurf.pdf')]));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/entwurf\.pdf.*B/));
    const draft = api.files[0];
    api.holdUploads();
    act(() => uploads().add([pdf('unterwegs.pdf')]));
    await waitFor(() => expect(api.held).toHaveLength(1));

    unmount();

    await waitFor(() => expect(api.deleted).toEqual([draft.id]));
    await waitFor(() => expect(api.abortedUploads).toBe(1));
  });

  it('hands the drafts to what is sent, and takes them back when sending failed', async () => {
    const { uploads, user } = await renderUploads('task-comment');
    act(() => uploads().add([pdf('a.pdf'), pdf('b.pdf')]));
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^✓a\.pdf/),
        expect.stringMatching(/^✓b\.pdf/),
      ]),
    );

    let taken: FileView[] = [];
    act(() => {
      taken = uploads().takeDrafts();
    });
    expect(taken.map((file) => file.fileName)).toEqual(['a.pdf', 'b.pdf']);
    expect(rows()).toHaveLength(0);

    act(() => uploads().restoreDrafts(taken));
    expect(rows()).toHaveLength(2);
    await user.click(within(rows()[0]).getByRole('button', { name: 'Remove : a.pdf' }));
    await waitFor(() => expect(api.deleted).toEqual([taken[0].id]));
    expect(rows()).toHaveLength(1);
  });

  it('says why an upload failed, and sends no file above the limit at all', async () => {
    const { uploads, user } = await renderUploads('task');
    const big = pdf('video.pdf');
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    act(() => uploads().add([big]));
    expect(await screen.findByRole('alert')).toHaveTextContent('video.pdf is larger than 25 MB.');
    expect(api.uploadAttempts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss : video.pdf' }));

    api.refuseUploads = { status: 413, code: 'STORAGE_QUOTA_EXCEEDED', message: 'Reworded: no room left' };
    act(() => uploads().add([pdf('voll.pdf')]));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your agency's file storage is full.");
    await user.click(screen.getByRole('button', { name: 'Dismiss : voll.pdf' }));

    api.refuseUploads = { status: 403, code: 'CLIENT_UPLOADS_DISABLED', message: 'Client uploads are turned off' };
    act(() => uploads().add([pdf('verboten.pdf')]));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not upload files here.');
    expect(api.files).toEqual([]);
  });

  it('says it in German too', async () => {
    api.refuseUploads = { status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' };
    const { uploads } = await renderUploads('task', 'de');
    act(() => uploads().add([pdf('plan.pdf')]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'plan.pdf konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('renews an expired session token and sends the file once more', async () => {
    api.expireToken();
    const { uploads, uploaded, store } = await renderUploads('task');

    act(() => uploads().add([pdf('spaet.pdf')]));

    await waitFor(() => expect(uploaded.map((file) => file.fileName)).toEqual(['spaet.pdf']));
    expect(api.refreshes).toBe(1);
    expect(api.uploadAttempts).toEqual(['spaet.pdf with test-token', 'spaet.pdf with fresh-token']);
    expect(api.taskFiles(TASK_ID)).toHaveLength(1);
    expect(selectSessionToken(store.getState())).toBe(FRESH_TOKEN);
  });
});
