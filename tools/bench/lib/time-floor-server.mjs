// The floor of tools/bench/time-api.mjs: a bare node:http + pg server running the statements a timesheet week and a
// time report need, on the same database with the API's pool size, without framework, authentication or
// authorization. It answers what one Node process and PostgreSQL can do at best for them on this machine.
// GET /week?userId=&weekStart=  the person's entries of the week, with project, client and task names, and the week's
//                               submission row (as apps/api/src/time-tracking/timesheet.service.ts reads them)
// GET /report?from=&to=         the total and the totals by client, project, person and task, amounts per entry at
//                               the most specific rate (as apps/api/src/time-reports/time-reports.service.ts)
// Env: DATABASE_URL, PORT, SERVICE_PROVIDER_ID.
import http from 'node:http';
import pg from 'pg';

const POOL_SIZE = 10; // apps/api/src/database/external-database-server.ts
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const tenant = process.env.SERVICE_PROVIDER_ID;

const WEEK = `SELECT e.id, e.user_id AS "userId", e.project_id AS "projectId", p.name AS "projectName",
    p.client_company_id AS "clientCompanyId", c.name AS "clientCompanyName", e.task_id AS "taskId",
    t.title AS "taskTitle", to_char(e.work_date, 'YYYY-MM-DD') AS date, e.minutes, e.note, e.billable,
    e.billed_at AS "billedAt", e.invoice_reference AS "invoiceReference"
  FROM time_entry e JOIN project p ON p.id = e.project_id JOIN client_company c ON c.id = p.client_company_id
    LEFT JOIN task t ON t.id = e.task_id
  WHERE e.service_provider_id = $1 AND e.user_id = $2 AND e.work_date >= $3::date AND e.work_date < $3::date + 7
  ORDER BY e.work_date, e.created_at`;
const WEEK_ROW = `SELECT submitted_at, locked_at FROM timesheet_week
  WHERE service_provider_id = $1 AND user_id = $2 AND week_start = $3`;

const RATE = `CASE WHEN e.billed_at IS NOT NULL THEN e.billed_rate_cents
  ELSE COALESCE(r.hourly_rate_cents, p.hourly_rate_cents, a.default_hourly_rate_cents) END`;
const TOTALS = `SUM(e.minutes) AS minutes, SUM(CASE WHEN e.billable THEN e.minutes ELSE 0 END) AS "billableMinutes",
  SUM(CASE WHEN e.billable THEN (e.minutes::bigint * COALESCE(${RATE}, 0) + 30) / 60 ELSE 0 END) AS "amountCents"`;
const FROM = `FROM time_entry e JOIN app_user o ON o.id = e.user_id JOIN project p ON p.id = e.project_id
    JOIN client_company c ON c.id = p.client_company_id JOIN service_provider a ON a.id = e.service_provider_id
    LEFT JOIN task t ON t.id = e.task_id
    LEFT JOIN project_member_rate r ON r.project_id = e.project_id AND r.user_id = e.user_id
  WHERE e.service_provider_id = $1 AND e.work_date >= $2 AND e.work_date <= $3`;
const GROUPS = [
  ['p.client_company_id', 'c.name'],
  ['e.project_id', 'p.name'],
  ['e.user_id', `concat_ws(' ', o.first_name, o.last_name)`],
  ['e.task_id', 't.title'],
];
const REPORT = [
  `SELECT ${TOTALS} ${FROM}`,
  ...GROUPS.map(
    ([id, name]) =>
      `SELECT ${id} AS id, ${name} AS name, ${TOTALS} ${FROM} GROUP BY ${id}, ${name} ORDER BY minutes DESC, name`,
  ),
];

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://floor');
  const get = (name) => url.searchParams.get(name);
  try {
    let body;
    if (url.pathname === '/week') {
      const values = [tenant, get('userId'), get('weekStart')];
      const [entries, week] = await Promise.all([pool.query(WEEK, values), pool.query(WEEK_ROW, values)]);
      body = { entries: entries.rows, week: week.rows[0] ?? null };
    } else if (url.pathname === '/report') {
      const values = [tenant, get('from'), get('to')];
      const [total, byClient, byProject, byUser, byTask] = await Promise.all(
        REPORT.map((sql) => pool.query(sql, values)),
      );
      body = {
        total: total.rows[0],
        byClient: byClient.rows,
        byProject: byProject.rows,
        byUser: byUser.rows,
        byTask: byTask.rows,
      };
    } else {
      response.writeHead(404).end();
      return;
    }
    const json = JSON.stringify(body);
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
