import { LIST_TOTAL_HEADER, type LoginResponse } from '@taskflow/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createAuthBaseQuery, sessionSlice, signedIn } from '@taskflow/auth';
import { getRuntimeConfig } from '@taskflow/config';
import {
  abortOf,
  answer,
  answerUnknownRoutes,
  apiError,
  apiRoute,
  heldAnswer,
  listPage,
  networkError,
  noContent,
} from './api-handlers';
import { apiServer, TEST_API_BASE } from './api-server';
import { forgetSentRequests, sentRequests, sentWrites } from './sent-requests';

interface Note {
  id: string;
  text: string;
}

// An API of the app's shape (the real base query and session) with endpoints of its own.
const notesApi = createApi({
  reducerPath: 'api',
  baseQuery: createAuthBaseQuery({ baseUrl: () => getRuntimeConfig().apiBaseUrl }),
  endpoints: (build) => ({
    testNotes: build.query<Note[], void>({ query: () => '/notes?offset=0&limit=2' }),
    testAddNote: build.mutation<Note, { text: string }>({ query: (body) => ({ url: '/notes', method: 'POST', body }) }),
  }),
});

const signedInStore = (token = 'test-token') => {
  const store = configureStore({
    reducer: { api: notesApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(notesApi.middleware),
  });
  store.dispatch(
    signedIn({
      token,
      user: {
        id: 'u1',
        firstName: 'Ada',
        lastName: 'Admin',
        email: 'admin@example.com',
        userType: 'admin',
        serviceProviderId: 'p1',
        status: 'active',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    }),
  );
  return store;
};

const notes: Note[] = [
  { id: 'n1', text: 'One' },
  { id: 'n2', text: 'Two' },
  { id: 'n3', text: 'Three' },
];

afterEach(() => localStorage.clear());

describe('the API over Mock Service Worker', () => {
  it('points the run-time configuration at the test API', () => {
    expect(getRuntimeConfig().apiBaseUrl).toBe(TEST_API_BASE);
  });

  it('answers a list page with the total in the header, through the real base query', async () => {
    apiServer.use(apiRoute.get<Note[]>('/notes', ({ query }) => listPage(notes, query)));
    const store = signedInStore();

    const result = await store.dispatch(notesApi.endpoints.testNotes.initiate());
    const second = await fetch(`${TEST_API_BASE}/notes?offset=2&limit=2`);

    expect(result.data).toEqual(notes.slice(0, 2));
    expect(sentRequests('GET', '/notes')[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(await second.json()).toEqual([notes[2]]);
    expect(second.headers.get(LIST_TOTAL_HEADER)).toBe('3');
  });

  it('records what was sent, with the JSON body', async () => {
    apiServer.use(
      apiRoute.post<{ text: string }, Note>('/notes', ({ body }) => ({ id: 'n4', text: body.text })),
      apiRoute.delete('/notes/:id', () => noContent()),
    );
    const store = signedInStore();

    const result = await store.dispatch(notesApi.endpoints.testAddNote.initiate({ text: 'Four' }));

    expect(result.data).toEqual({ id: 'n4', text: 'Four' });
    expect(sentWrites()).toEqual([expect.objectContaining({ method: 'POST', path: '/notes', body: { text: 'Four' } })]);
  });

  it("gives the API's error body with its code and field errors", async () => {
    apiServer.use(
      apiRoute.post('/notes', () =>
        apiError(400, 'VALIDATION_FAILED', {
          message: 'text must not be empty',
          fieldErrors: { text: [{ code: 'REQUIRED', message: 'text must not be empty' }] },
        }),
      ),
    );
    const store = signedInStore();

    const result = await store.dispatch(notesApi.endpoints.testAddNote.initiate({ text: '' }));

    expect(result.error).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'text must not be empty',
      data: expect.objectContaining({
        fieldErrors: { text: [{ code: 'REQUIRED', message: 'text must not be empty' }] },
        fields: { text: ['text must not be empty'] },
      }),
    });
  });

  it('renews an expired token once and repeats the request with the new one', async () => {
    apiServer.use(
      apiRoute.get<Note[]>('/notes', ({ headers, query }) =>
        headers.get('authorization') === 'Bearer fresh-token'
          ? listPage(notes, query)
          : apiError(401, 'UNAUTHORIZED', { message: 'Unauthorized' }),
      ),
      apiRoute.post<undefined, Pick<LoginResponse, 'token'>>('/auth/refresh', () => answer({ token: 'fresh-token' })),
    );
    const store = signedInStore('expired-token');

    const result = await store.dispatch(notesApi.endpoints.testNotes.initiate());

    expect(result.data).toEqual(notes.slice(0, 2));
    expect(sentRequests('POST', '/auth/refresh')).toHaveLength(1);
    expect(sentRequests('GET', '/notes').map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer expired-token',
      'Bearer fresh-token',
    ]);
    expect(store.getState().session.token).toBe('fresh-token');
  });

  it('answers a call no route knows with 404 and records it, so "nothing was sent" can fail', async () => {
    apiServer.use(...answerUnknownRoutes());
    apiServer.use(apiRoute.get<Note[]>('/notes', ({ query }) => listPage(notes, query)));
    const store = signedInStore();

    const known = await store.dispatch(notesApi.endpoints.testNotes.initiate());
    const unknown = await store.dispatch(notesApi.endpoints.testAddNote.initiate({ text: 'Four' }));

    expect(known.data).toEqual(notes.slice(0, 2));
    expect(unknown.error).toEqual(expect.objectContaining({ status: 404, code: 'NOT_FOUND' }));
    expect(sentWrites()).toEqual([expect.objectContaining({ method: 'POST', path: '/notes', body: { text: 'Four' } })]);
    forgetSentRequests();
    expect(sentRequests()).toEqual([]);
  });

  it('sends a multipart upload over XMLHttpRequest to a handler', async () => {
    apiServer.use(
      apiRoute.post<FormData, { name: string; size: number }>('/files', ({ body }) => {
        const file = body.get('file') as File;
        return { name: file.name, size: file.size };
      }),
    );
    const request = new XMLHttpRequest();
    const loaded = new Promise<void>((resolve) => request.addEventListener('load', () => resolve()));
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n'], 'plan.pdf', { type: 'application/pdf' }), 'plan.pdf');
    request.open('POST', `${TEST_API_BASE}/files`);
    request.send(form);
    await loaded;

    expect(request.status).toBe(201);
    expect(JSON.parse(request.responseText)).toEqual({ name: 'plan.pdf', size: 9 });
  });

  it("tells the handler when the browser aborts an upload over XMLHttpRequest (MSW passes only fetch's abort on)", async () => {
    const held = heldAnswer();
    const seen: string[] = [];
    apiServer.use(
      apiRoute.post<FormData, { stored: boolean }>('/files', async ({ signal }) => {
        seen.push('received');
        await Promise.race([held.wait, abortOf(signal)]);
        seen.push(signal.aborted ? 'aborted' : 'answered');
        return signal.aborted ? networkError() : { stored: true };
      }),
    );
    const request = new XMLHttpRequest();
    const settled = new Promise<void>((resolve) => request.addEventListener('loadend', () => resolve()));
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n'], 'plan.pdf', { type: 'application/pdf' }), 'plan.pdf');
    request.open('POST', `${TEST_API_BASE}/files`);
    request.send(form);
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    request.abort();
    held.release();
    await settled;

    expect(seen).toEqual(['received', 'aborted']);
  });
});
