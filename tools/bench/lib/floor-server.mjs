// The floor of tools/bench/api-load.mjs and time-api.mjs: a bare node:http + pg server running the API's main query of each scenario
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
// The board as the API reads it (apps/api/src/tasks/task-view.query.ts selectTaskJson, tenancy/query-plans.ts
// getJsonArray): PostgreSQL writes each task's JSON and aggregates the page (1,000 tasks, one more read to tell
// whether there are more) into the answer's array.
const TASK_JSON = `json_build_object('id', t.id, 'title', t.title, 'description', t.description, 'projectId', t.project_id,
  'project', json_build_object('id', t.project_id, 'name', p.name, 'clientCompanyId', p.client_company_id),
  'status', t.status, 'priority', t.priority, 'category', t.category, 'dueDate', to_char(t.due_date, 'YYYY-MM-DD'),
  'estimatedTime', CAST(t.estimated_time AS float8), 'isClientVisible', t.is_client_visible, 'tags', t.tags,
  'assignedToId', t.assigned_to_id,
  'assignedTo', CASE WHEN t.assigned_to_id IS NOT NULL AND u.user_type IS NOT NULL THEN json_build_object('id',
    t.assigned_to_id, 'firstName', coalesce(u.first_name, ''), 'lastName', coalesce(u.last_name, ''), 'email',
    coalesce(u.email, ''), 'userType', u.user_type) END,
  'requiresClientApproval', t.requires_client_approval, 'clientApprovalStatus', t.client_approval_status,
  'clientComments', t.client_comments, 'lastClientActivity', ${iso('t.last_client_activity')},
  'createdAt', ${iso('t.created_at')}, 'updatedAt', ${iso('t.updated_at')})`;
// A board card as the API writes it (apps/api/src/tasks/task.view.ts TASK_CARD_COLUMNS).
const CARD_JSON = `json_build_object('id', t.id, 'title', t.title, 'projectId', t.project_id, 'status', t.status,
  'priority', t.priority, 'dueDate', to_char(t.due_date, 'YYYY-MM-DD'), 'isClientVisible', t.is_client_visible,
  'tags', t.tags, 'assignedToId', t.assigned_to_id,
  'assignedTo', CASE WHEN t.assigned_to_id IS NOT NULL AND u.user_type IS NOT NULL THEN json_build_object('id',
    t.assigned_to_id, 'firstName', coalesce(u.first_name, ''), 'lastName', coalesce(u.last_name, '')) END,
  'requiresClientApproval', t.requires_client_approval, 'clientApprovalStatus', t.client_approval_status,
  'lastClientActivity', ${iso('t.last_client_activity')}, 'createdAt', ${iso('t.created_at')})`;
const TASK_ORDER = 't.due_date ASC NULLS LAST, t.created_at ASC, t.id ASC';
const BOARD = `SELECT count(*)::int AS "rows",
  coalesce(json_agg(page.item ORDER BY page.position) FILTER (WHERE page.position <= 1000), '[]')::text AS "json"
  FROM (SELECT ${TASK_JSON} AS item, row_number() OVER (ORDER BY ${TASK_ORDER}) AS position ${TASK_FROM}
        WHERE t.service_provider_id = $1 AND t.project_id = $2 ORDER BY ${TASK_ORDER} LIMIT 1001) page`;
// The board by column as the API reads it (apps/api/src/tasks/task-board.service.ts), one statement: the project's
// visibility, then per column its count (index-only, task_board_count_idx) and its first page (50 cards, one more to
// tell whether there are more): the cards' ids read in the column's order from task_board_column_idx alone, then
// those cards' rows, written as card JSON and aggregated as text.
const BOARD_DUE = `COALESCE(t.due_date, 'infinity'::date)`;
const BOARD_COLUMNS = `SELECT c.status, counted.total, page.*
  FROM (SELECT p.id FROM project p WHERE p.service_provider_id = $1 AND p.id = $2) visible
  CROSS JOIN unnest($3::varchar[]) WITH ORDINALITY AS c(status, place)
  CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM task t
    WHERE t.service_provider_id = $1 AND t.project_id = $2 AND t.status = c.status) counted
  CROSS JOIN LATERAL (SELECT count(*)::int AS rows,
      coalesce(json_agg(card.item ORDER BY card.position) FILTER (WHERE card.position <= $4), '[]')::text AS tasks,
      max(card.item->>'dueDate') FILTER (WHERE card.position = $4) AS "lastDue",
      max(card.created) FILTER (WHERE card.position = $4) AS "lastCreated",
      max(card.item->>'id') FILTER (WHERE card.position = $4) AS "lastId"
    FROM (SELECT ${CARD_JSON} AS item, t.created_at::text AS created,
            row_number() OVER (ORDER BY ${BOARD_DUE}, t.created_at, t.id) AS position
          FROM task t JOIN (SELECT c_t.id FROM task c_t
              WHERE c_t.service_provider_id = $1 AND c_t.project_id = $2 AND c_t.status = c.status
              ORDER BY COALESCE(c_t.due_date, 'infinity'::date), c_t.created_at, c_t.id LIMIT 51) found ON found.id = t.id
            LEFT JOIN app_user u ON u.id = t.assigned_to_id
          WHERE t.service_provider_id = $1
          ORDER BY ${BOARD_DUE}, t.created_at, t.id) card) page
  ORDER BY c.place`;
const STATUSES = ['todo', 'in_progress', 'review', 'completed'];
const SET_STATUS = `UPDATE task SET status = $3, updated_at = now() WHERE service_provider_id = $1 AND id = $2`;
const PROJECTS = `SELECT p.*, c.name AS "clientCompanyName" FROM project p
  LEFT JOIN client_company c ON c.id = p.client_company_id
  WHERE p.service_provider_id = $1 AND p.is_active = true ORDER BY p.created_at DESC`;

// Time tracking (tools/bench/time-api.mjs): a person's timesheet week as the API reads it
// (apps/api/src/time-tracking/timesheet.service.ts, time-entry.view.ts): the person, then the week's row and its
// entries with names and whether each is locked, side by side; rows of project/task × day built in JS.
const TIME_PERSON = `SELECT id, user_type AS "userType" FROM app_user WHERE service_provider_id = $1 AND id = $2`;
const TIME_WEEK = `SELECT submitted_at AS "submittedAt", locked_at AS "lockedAt" FROM timesheet_week
  WHERE service_provider_id = $1 AND user_id = $2 AND week_start = $3`;
const TIME_ENTRY_COLUMNS = `entry.id, entry.user_id AS "userId",
  concat_ws(' ', owner.first_name, owner.last_name) AS "userName", entry.project_id AS "projectId",
  project.name AS "projectName", project.client_company_id AS "clientCompanyId", company.name AS "clientCompanyName",
  entry.task_id AS "taskId", task.title AS "taskTitle", to_char(entry.work_date, 'YYYY-MM-DD') AS "date",
  entry.minutes, entry.note, entry.billable, entry.started_at AS "startedAt", entry.ended_at AS "endedAt",
  entry.billed_at AS "billedAt", entry.invoice_reference AS "invoiceReference",
  (entry.billed_at IS NOT NULL OR week.locked_at IS NOT NULL) AS "locked", entry.created_at AS "createdAt",
  entry.updated_at AS "updatedAt"`;
const TIME_WEEK_ENTRIES = `SELECT ${TIME_ENTRY_COLUMNS}
  FROM time_entry entry JOIN app_user owner ON owner.id = entry.user_id
  JOIN project ON project.id = entry.project_id JOIN client_company company ON company.id = project.client_company_id
  LEFT JOIN task ON task.id = entry.task_id
  LEFT JOIN timesheet_week week ON week.user_id = entry.user_id AND week.week_start = date_trunc('week', entry.work_date)::date
  WHERE entry.service_provider_id = $1 AND entry.user_id = $2 AND entry.work_date BETWEEN $3 AND $4
  ORDER BY project.name ASC, task.title ASC NULLS FIRST, entry.work_date ASC, entry.created_at ASC`;
// The time report as the API reads it (apps/api/src/time-reports/time-reports.service.ts): one statement: the months
// the range covers whole from the kept month totals, the days of the months it covers in part from the entries (with
// their kept amounts), both summed per person, project, task and billable, then joined to names and totalled by
// GROUPING SETS (the total, by client, project, person and task). $4 and $5: the whole months [from, until), the
// days after them from $5 (the API's reportRangeParts; the bench's year always has whole months).
const TIME_OWNER = `concat_ws(' ', owner.first_name, owner.last_name)`;
const TIME_GROUPS = [
  { set: 0b0111, id: 'project.client_company_id', name: 'company.name', key: 'byClient' },
  { set: 0b1011, id: 'entry.project_id', name: 'project.name', key: 'byProject' },
  { set: 0b1101, id: 'entry.user_id', name: TIME_OWNER, key: 'byUser' },
  { set: 0b1110, id: 'entry.task_id', name: 'task.title', key: 'byTask' },
];
const TIME_GROUPING = `GROUPING(${TIME_GROUPS.map((group) => group.id).join(', ')})`;
const timePick = (part) =>
  `CASE ${TIME_GROUPING} ${TIME_GROUPS.map((g) => `WHEN ${g.set} THEN ${g[part]}`).join(' ')} END`;
const timeReportSql = (
  byProject,
) => `SELECT ${TIME_GROUPING} AS "set", ${timePick('id')} AS id, ${timePick('name')} AS name,
    SUM(entry.minutes) AS minutes,
    SUM(CASE WHEN entry.billable THEN entry.minutes ELSE 0 END) AS "billableMinutes",
    SUM(entry.amount_cents) AS "amountCents"
  FROM (SELECT user_id, project_id, task_id, billable, sum(minutes) AS minutes, sum(amount_cents) AS amount_cents
        FROM (SELECT user_id, project_id, NULLIF(task_id, '00000000-0000-0000-0000-000000000000') AS task_id, billable,
                minutes, amount_cents
              FROM time_entry_month_total WHERE service_provider_id = $1 AND month >= $4 AND month < $5
                ${byProject ? 'AND project_id = $6' : ''}
              UNION ALL
              SELECT user_id, project_id, task_id, billable, minutes, amount_cents
              FROM time_entry WHERE service_provider_id = $1 AND work_date >= $2 AND work_date <= $3
                AND work_date < $4 ${byProject ? 'AND project_id = $6' : ''}
              UNION ALL
              SELECT user_id, project_id, task_id, billable, minutes, amount_cents
              FROM time_entry WHERE service_provider_id = $1 AND work_date >= $2 AND work_date <= $3
                AND work_date >= $5 ${byProject ? 'AND project_id = $6' : ''}) alike
        GROUP BY 1, 2, 3, 4) entry
  JOIN app_user owner ON owner.id = entry.user_id
  JOIN project ON project.id = entry.project_id JOIN client_company company ON company.id = project.client_company_id
  LEFT JOIN task ON task.id = entry.task_id
  GROUP BY GROUPING SETS ((), ${TIME_GROUPS.map((group) => `(${group.id}, ${group.name})`).join(', ')})
  ORDER BY "set", minutes DESC, name ASC`;
const TIME_REPORTS = [timeReportSql(false), timeReportSql(true)];
/** The first days of the months from `from` to `to` covers whole, the end excluded (the API's reportRangeParts). */
function wholeMonthsOf(from, to) {
  const firstOfMonth = (day, monthsLater) => {
    const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + monthsLater);
    return date.toISOString().slice(0, 10);
  };
  const dayAfterTo = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [
    from.endsWith('-01') ? from : firstOfMonth(from, 1),
    dayAfterTo.endsWith('-01') ? dayAfterTo : firstOfMonth(to, 0),
  ];
}
const isoOrNull = (value) => (value ? value.toISOString() : null);
const toTotal = (row) => ({
  id: row.id,
  name: row.name ?? '',
  minutes: Number(row.minutes ?? 0),
  billableMinutes: Number(row.billableMinutes ?? 0),
  amountCents: Number(row.amountCents ?? 0),
});

async function timesheet(response, { userId, weekStart }) {
  const person = (await pool.query(TIME_PERSON, [tenant, userId])).rows[0];
  if (!person || person.userType === 'client') return send(response, 404, { message: 'not found' });
  const end = new Date(`${weekStart}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  const [weeks, entries] = await Promise.all([
    pool.query(TIME_WEEK, [tenant, userId, weekStart]),
    pool.query(TIME_WEEK_ENTRIES, [tenant, userId, weekStart, end.toISOString().slice(0, 10)]),
  ]);
  const week = weeks.rows[0];
  const rows = new Map();
  const monday = Date.parse(`${weekStart}T00:00:00Z`);
  for (const row of entries.rows) {
    const entry = {
      ...row,
      minutes: Number(row.minutes),
      startedAt: isoOrNull(row.startedAt),
      endedAt: isoOrNull(row.endedAt),
      billedAt: isoOrNull(row.billedAt),
      createdAt: isoOrNull(row.createdAt),
      updatedAt: isoOrNull(row.updatedAt),
    };
    const key = `${entry.projectId}/${entry.taskId ?? ''}`;
    const line = rows.get(key) ?? {
      projectId: entry.projectId,
      projectName: entry.projectName,
      clientCompanyName: entry.clientCompanyName,
      taskId: entry.taskId,
      taskTitle: entry.taskTitle,
      minutesByDay: new Array(7).fill(0),
      entries: [],
    };
    line.minutesByDay[Math.round((Date.parse(`${entry.date}T00:00:00Z`) - monday) / 86_400_000)] += entry.minutes;
    line.entries.push(entry);
    rows.set(key, line);
  }
  const minutesByDay = Array.from({ length: 7 }, (_, day) =>
    [...rows.values()].reduce((sum, line) => sum + line.minutesByDay[day], 0),
  );
  return send(response, 200, {
    userId,
    weekStart,
    status: week?.lockedAt ? 'locked' : week?.submittedAt ? 'submitted' : 'open',
    submittedAt: isoOrNull(week?.submittedAt),
    lockedAt: isoOrNull(week?.lockedAt),
    rows: [...rows.values()],
    minutesByDay,
    totalMinutes: minutesByDay.reduce((sum, minutes) => sum + minutes, 0),
  });
}

async function timeReport(response, { from, to, projectId }) {
  const { rows } = await pool.query(TIME_REPORTS[projectId ? 1 : 0], [
    tenant,
    from,
    to,
    ...wholeMonthsOf(from, to),
    ...(projectId ? [projectId] : []),
  ]);
  const of = (set) => rows.filter((row) => row.set === set).map(toTotal);
  const total = of(0b1111)[0] ?? { minutes: 0, billableMinutes: 0, amountCents: 0 };
  return send(response, 200, {
    filter: projectId ? { from, to, projectId } : { from, to },
    total: { ...total, id: null, name: '' },
    ...Object.fromEntries(TIME_GROUPS.map((group) => [group.key, of(group.set)])),
  });
}

const sendJson = (response, json, status = 200) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
  response.end(json);
};
const send = (response, status, body) => sendJson(response, JSON.stringify(body), status);
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
    return sendJson(response, (await pool.query(BOARD, [tenant, id])).rows[0].json);
  }
  if (request.method === 'GET' && kind === 'board-columns' && id) {
    const { rows } = await pool.query(BOARD_COLUMNS, [tenant, id, STATUSES, 50]);
    const columns = rows.map((row) => {
      const nextCursor =
        row.rows > 50
          ? Buffer.from(JSON.stringify([row.lastDue, row.lastCreated, row.lastId])).toString('base64url')
          : null;
      return `{"status":${JSON.stringify(row.status)},"total":${row.total},"tasks":${row.tasks},"nextCursor":${JSON.stringify(nextCursor)}}`;
    });
    return sendJson(response, `{"columns":[${columns.join(',')}]}`);
  }
  if (request.method === 'GET' && kind === 'projects') {
    return send(response, 200, (await pool.query(PROJECTS, [tenant])).rows);
  }
  if (request.method === 'GET' && kind === 'time') {
    const query = Object.fromEntries(new URL(request.url, 'http://floor').searchParams);
    if (id === 'timesheet') return timesheet(response, query);
    if (id === 'reports') return timeReport(response, query);
  }
  if (request.method === 'GET' && kind === 'health') return send(response, 200, { ok: true });
  return send(response, 404, { message: 'not found' });
}

http
  .createServer((request, response) => {
    route(request, response).catch((error) => send(response, 500, { message: error.message }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
