// The floor of tools/bench/api-load.mjs: a bare node:http + pg server running the API's main query of each scenario
// on the same database, with the same pool size, without framework, authentication or authorization. It answers
// what one Node process and PostgreSQL can do at best on this machine.
// Env: DATABASE_URL, PORT, SERVICE_PROVIDER_ID (the tenant every query is restricted to, as the API's are).
import http from 'node:http';
import pg from 'pg';

const POOL_SIZE = 10; // apps/api/src/database/external-database-server.ts
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const tenant = process.env.SERVICE_PROVIDER_ID;

// Timestamps as the API answers them (ISO text), written by PostgreSQL as the API's own task queries do.
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const TASK_COLUMNS = `t.id, t.title, t.description, t.project_id AS "projectId", p.name AS "projectName",
  p.client_company_id AS "clientCompanyId", t.status, t.priority, t.category,
  to_char(t.due_date, 'YYYY-MM-DD') AS "dueDate", t.estimated_time AS "estimatedTime",
  t.is_client_visible AS "isClientVisible", t.tags, t.assigned_to_id AS "assignedToId",
  u.first_name AS "assigneeFirstName", u.last_name AS "assigneeLastName", u.email AS "assigneeEmail",
  u.user_type AS "assigneeUserType", t.requires_client_approval AS "requiresClientApproval",
  t.client_approval_status AS "clientApprovalStatus", t.client_comments AS "clientComments",
  ${iso('t.last_client_activity')} AS "lastClientActivity", ${iso('t.created_at')} AS "createdAt",
  ${iso('t.updated_at')} AS "updatedAt"`;
const TASK_FROM = `FROM task t JOIN project p ON p.id = t.project_id AND p.service_provider_id = $1
  LEFT JOIN app_user u ON u.id = t.assigned_to_id`;
const ONE_TASK = `SELECT ${TASK_COLUMNS} ${TASK_FROM} WHERE t.service_provider_id = $1 AND t.id = $2`;
const BOARD = `SELECT ${TASK_COLUMNS} ${TASK_FROM} WHERE t.service_provider_id = $1 AND t.project_id = $2
  ORDER BY t.due_date ASC NULLS LAST, t.created_at ASC, t.id ASC`;
const SET_STATUS = `UPDATE task SET status = $3, updated_at = now() WHERE service_provider_id = $1 AND id = $2`;
const PROJECTS = `SELECT p.*, c.name AS "clientCompanyName" FROM project p
  LEFT JOIN client_company c ON c.id = p.client_company_id
  WHERE p.service_provider_id = $1 AND p.is_active = true ORDER BY p.created_at DESC`;

const send = (response, status, body) => {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
  response.end(json);
};
const readBody = (request) =>
  new Promise((done, fail) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => done(text));
    request.on('error', fail);
  });

async function route(request, response) {
  const [, kind, id, action] = request.url.split('?')[0].split('/');
  if (request.method === 'GET' && kind === 'tasks' && id && !action) {
    const { rows } = await pool.query(ONE_TASK, [tenant, id]);
    return rows[0] ? send(response, 200, rows[0]) : send(response, 404, { message: 'not found' });
  }
  if (request.method === 'PATCH' && kind === 'tasks' && action === 'status') {
    const { status } = JSON.parse(await readBody(request));
    await pool.query(SET_STATUS, [tenant, id, status]);
    const { rows } = await pool.query(ONE_TASK, [tenant, id]);
    return send(response, 200, rows[0]);
  }
  if (request.method === 'GET' && kind === 'board' && id) {
    return send(response, 200, (await pool.query(BOARD, [tenant, id])).rows);
  }
  if (request.method === 'GET' && kind === 'projects') {
    return send(response, 200, (await pool.query(PROJECTS, [tenant])).rows);
  }
  if (request.method === 'GET' && kind === 'health') return send(response, 200, { ok: true });
  return send(response, 404, { message: 'not found' });
}

http
  .createServer((request, response) => {
    route(request, response).catch((error) => send(response, 500, { message: error.message }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
