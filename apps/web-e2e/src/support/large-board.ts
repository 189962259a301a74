import { join } from 'node:path';

/** How many tasks the large board's project holds (the board by column must stay fast and small in the page). */
export const LARGE_BOARD_TASKS = 10_000;
/** Where global setup leaves the large board's agency and project for the tests (JSON of `LargeBoard`). */
export const LARGE_BOARD_ENV = 'E2E_LARGE_BOARD';

export interface LargeBoard {
  email: string;
  password: string;
  projectId: string;
}

const PASSWORD = 'large-board-password-1';

async function post<T>(apiUrl: string, path: string, data: object, token?: string, headers = {}): Promise<T> {
  const response = await fetch(`${apiUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(data),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An agency of its own (the demo agency's pages stay as they are) with an empty project, made through the API;
 * `fillLargeBoard` then writes its tasks while the product is stopped.
 */
export async function registerLargeBoard(apiUrl: string): Promise<LargeBoard & { ownerId: string }> {
  const email = `large-board-${Date.now()}@agency.example`;
  const owner = await post<{ token: string; user: { id: string } }>(
    apiUrl,
    '/auth/register',
    { firstName: 'Lara', lastName: 'Large', email, password: PASSWORD, companyName: 'Large Board Agency' },
    undefined,
    { 'X-Forwarded-For': '198.51.100.7' },
  );
  const company = await post<{ id: string }>(apiUrl, '/client-companies', { name: 'Large Customer' }, owner.token);
  const project = await post<{ id: string }>(
    apiUrl,
    '/projects',
    { name: 'Large board', description: 'Ten thousand tasks', startDate: '2026-01-01', clientCompanyId: company.id },
    owner.token,
  );
  return { email, password: PASSWORD, projectId: project.id, ownerId: owner.user.id };
}

/**
 * The project's tasks straight into the embedded database (the API would take minutes): task n (1 … 10,000) is titled
 * "Bulk task 0000n", is in column (n - 1) mod 4, has priority ((n - 1) div 4) mod 4 of low, medium, high, urgent,
 * no due date, and was created n seconds after the first: so each column holds 2,500 cards in the order of n.
 */
export async function fillLargeBoard(dataDir: string, board: LargeBoard & { ownerId: string }): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm'); // the API's search indexes need it
  const db = new PGlite(join(dataDir, 'pglite'), { extensions: { pgcrypto, pg_trgm } });
  try {
    await db.query(
      `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description, status, priority, tags,
                         is_client_visible, created_at, updated_at)
       SELECT p.service_provider_id, p.id, $2, 'Bulk task ' || lpad(i::text, 5, '0'), 'Made by the browser test setup',
              (ARRAY['todo','in_progress','review','completed'])[1 + (i - 1) % 4],
              (ARRAY['low','medium','high','urgent'])[1 + ((i - 1) / 4) % 4],
              '[]', false, timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second', now()
       FROM project p, generate_series(1, $3::int) AS i WHERE p.id = $1`,
      [board.projectId, board.ownerId, LARGE_BOARD_TASKS],
    );
  } finally {
    await db.close();
  }
}
