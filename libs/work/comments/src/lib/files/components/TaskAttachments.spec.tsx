import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileView, UserRef } from '@taskflow/contracts';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { LiveTestProvider } from '@taskflow/realtime/testing';
import { filesTexts } from '../files-texts';
import { FilesTestApi } from '../../testing/files-api';
import { PendingUploadList } from './PendingUploadList';
import { TaskAttachments } from './TaskAttachments';

const team = testUser({ id: 'u-team', firstName: 'Tom', lastName: 'Team', userType: 'team' });
const teamRef: UserRef = { id: team.id, firstName: 'Tom', lastName: 'Team', userType: 'team' };
const clientRef: UserRef = { id: 'u-client', firstName: 'Clara', lastName: 'Client', userType: 'client' };
const TASK_ID = 'task-1';
let api: FilesTestApi;

beforeEach(() => {
  api = new FilesTestApi(teamRef).install();
});

afterEach(() => {
  cleanup();
  for (const held of api.held.splice(0)) held.release();
});

async function renderAttachments({ canUpload = true, language = 'en' } = {}) {
  const rendered = await renderWithProviders(
    <LiveTestProvider socket={api.gateway.socket}>
      <TaskAttachments
        taskId={TASK_ID}
        canUpload={canUpload}
        canRemove={(file: FileView) => file.uploadedBy?.id === team.id}
      />
    </LiveTestProvider>,
    { user: team, language, texts: [filesTexts] },
  );
  act(() => api.gateway.socket.serverConnects());
  return { ...rendered, user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: /^Attachments/ });
const names = () =>
  within(region())
    .queryAllByTestId('file-item')
    .map((item) => item.querySelector('[title]')?.textContent);

describe('TaskAttachments (the file list of a task)', () => {
  it("lists the task's files, and shows files others attach or remove as it happens", async () => {
    api.seed(TASK_ID, 'briefing.pdf', clientRef);
    await renderAttachments();
    await waitFor(() => expect(names()).toEqual(['briefing.pdf']));
    expect(screen.getByRole('heading', { name: 'Attachments · 1' })).toBeInTheDocument();
    // Only the own files offer removal.
    expect(screen.queryByRole('button', { name: 'Remove briefing.pdf' })).not.toBeInTheDocument();

    // The list keeps the task's live room: others' changes are sent once the page is in it.
    await waitFor(() => expect(api.gateway.joinedRooms()).toEqual([`task:${TASK_ID}`]));
    const added = api.liveAttach(TASK_ID, 'logo.png', clientRef);
    await waitFor(() => expect(names()).toEqual(['briefing.pdf', 'logo.png']));
    expect(screen.getByRole('heading', { name: 'Attachments · 2' })).toBeInTheDocument();

    act(() => api.liveRemove(TASK_ID, added.id));
    await waitFor(() => expect(names()).toEqual(['briefing.pdf']));
  });

  it('uploads a picked file, which then shows once, and removes an own file after asking', async () => {
    const { user } = await renderAttachments();
    expect(await within(region()).findByText(/No files attached yet\. Attach one or drop it here/)).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: 'Attach file to task' })).toBeInTheDocument();

    await user.upload(screen.getByTestId('file-input'), new File(['%PDF-1.4\n'], 'angebot.pdf'));
    await waitFor(() => expect(names()).toEqual(['angebot.pdf']));
    expect(within(region()).queryAllByTestId('pending-upload')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove angebot.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('angebot.pdf is removed for everyone who can see this task.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toEqual([]));
    expect(api.files).toEqual([]);
    expect(await screen.findByText('angebot.pdf removed')).toBeInTheDocument();
  });

  it('offers no upload where the user may not upload, and says so when there are no files (German)', async () => {
    await renderAttachments({ canUpload: false, language: 'de' });
    expect(await screen.findByText('Noch keine Dateien angehängt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /anhängen/ })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that loads the list', async () => {
    api.failList = true;
    api.seed(TASK_ID, 'briefing.pdf', clientRef);
    const { user } = await renderAttachments();
    expect(await screen.findByRole('alert')).toHaveTextContent('Attachments could not be loaded.');

    api.failList = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['briefing.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PendingUploadList', () => {
  it('shows how far each upload is, as a bar and a percentage, with a way to cancel it', async () => {
    const onRemove = jest.fn();
    await renderWithProviders(
      <PendingUploadList
        items={[
          { key: 'a', name: 'video.mp4', size: 5_000_000, state: 'uploading', progress: 0.42 },
          { key: 'b', name: 'plan.pdf', size: 2048, state: 'done' },
        ]}
        onRemove={onRemove}
      />,
      { texts: [filesTexts] },
    );
    const [uploading, done] = screen.getAllByTestId('pending-upload');
    expect(within(uploading).getByRole('progressbar', { name: 'Uploading video.mp4' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(uploading).toHaveTextContent('42 %');
    expect(done).toHaveTextContent('2 KB');
    expect(within(done).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(uploading).getByRole('button', { name: /^Cancel/ }));
    expect(onRemove).toHaveBeenCalledWith('a');
  });
});
