// Summarises a V8 CPU profile of the API (as written by `api-load.mjs --profile=<dir>`): where the per-request time
// goes, by package (node_modules/<package>), by the API's own source file (mapped through the bundle's module
// markers) and by Node.js internals, as self time and as inclusive time (time with the group anywhere on the stack).
// Each sample counts as one sampling interval, not as the wall time to the next sample: on a busy machine the thread
// is often descheduled inside a syscall (writev waking PostgreSQL), and weighing by wall time would charge those
// waits to writev. The figures approximate CPU time.
// Usage: node tools/bench/profile-summary.mjs <file.cpuprofile> [--skip=<seconds>] [--top=<n>] [--functions]
//        [--periods]
//   --skip       leaves out the first seconds (the API's start-up)
//   --functions  also lists the hottest functions by self time
//   --periods    summarises each busy period (separated by ≥ 3 s of idle: one load scenario each) on its own
//   --concern    only the samples of the concern whose name starts with this text (e.g. "HTTP framework")
//   --busy       the share of busy samples that makes a second part of a busy period (default 0.15)
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    skip: { type: 'string', default: '0' },
    top: { type: 'string', default: '30' },
    functions: { type: 'boolean', default: false },
    periods: { type: 'boolean', default: false },
    concern: { type: 'string' },
    busy: { type: 'string', default: '0.15' },
  },
});
if (positionals.length !== 1) {
  console.error('Usage: node tools/bench/profile-summary.mjs <file.cpuprofile> [--skip=<s>] [--top=<n>] [--functions]');
  process.exit(1);
}
const TOP = Number(options.top);
const BUSY = Number(options.busy);
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));

// The bundle keeps one `;// ./path/to/module.ts` marker line before each of its modules.
const bundleModules = new Map();
function bundleModuleAt(path, line) {
  if (!bundleModules.has(path)) {
    const markers = [];
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const marker = /^;?\/\/ (\.\/\S+\.ts)$/.exec(text) ?? /^\/\*\*\*\/ "(\.\/\S+\.ts)":/.exec(text);
        if (marker) markers.push([index, marker[1].slice(2)]);
      });
    bundleModules.set(path, markers);
  }
  let found = 'bundle';
  for (const [start, module] of bundleModules.get(path)) {
    if (start > line) break;
    found = module;
  }
  return found;
}

/** The group a frame belongs to: a package, an API source file, a Node.js internal, or V8's own entries. */
function groupOf({ url, functionName, lineNumber }) {
  if (!url) return `(${functionName || 'native'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (path.startsWith('node:')) return `node:${path.slice(5).split('/')[0]}`;
  // The innermost package: express is nested under @nestjs/platform-express/node_modules.
  const pkg = [...path.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (pkg) return pkg[1];
  if (path.endsWith('dist/apps/api/main.js')) return `app ${bundleModuleAt(resolve(path), lineNumber)}`;
  return path;
}

// The concerns of a request, by the packages (and API folders) that do their work.
const CONCERNS = [
  [
    'HTTP framework (Fastify or Express + Nest adapter)',
    /^(express|router|@nestjs\/platform-express|@nestjs\/platform-fastify|body-parser|raw-body|path-to-regexp|finalhandler|send|serve-static|mime-types|mime-db|content-type|content-disposition|type-is|media-typer|qs|on-finished|accepts|negotiator|fresh|vary|parseurl|encodeurl|escape-html|proxy-addr|forwarded|ipaddr\.js|depd|http-errors|statuses|iconv-lite|range-parser|merge-descriptors|utils-merge|setprototypeof|inherits|ee-first|unpipe|methods|@fastify\/(?!cors$|cookie$).*|fastify|fast-querystring|find-my-way|light-my-request|avvio|fast-json-stringify|secure-json-parse)$/,
  ],
  [
    'Nest pipeline (routing, interceptors, guards, params)',
    /^(@nestjs\/core|@nestjs\/common|rxjs|reflect-metadata|tslib|uid|iterare)$/,
  ],
  [
    'auth (passport, JWT)',
    /^(@nestjs\/passport|passport|passport-jwt|passport-strategy|jsonwebtoken|jws|jwa|@nestjs\/jwt|app apps\/api\/src\/auth\/.*)$/,
  ],
  [
    'validation (class-validator/-transformer)',
    /^(class-validator|class-transformer|validator|libphonenumber-js|app apps\/api\/src\/(errors\/create-validation-pipe|validation\/.*))$/,
  ],
  ['Helmet', /^(helmet|app apps\/api\/src\/bootstrap\/security-headers\.ts)$/],
  ['CORS', /^(cors|@fastify\/cors)$/],
  ['cookies', /^(cookie-parser|cookie|cookie-signature|@fastify\/cookie|app apps\/api\/src\/http\/cookies\.ts)$/],
  ['ETag', /^(etag|app apps\/api\/src\/http\/conditional-get\.ts)$/],
  [
    'request log (pino)',
    /^(pino|pino-http|nestjs-pino|sonic-boom|pino-std-serializers|fast-redact|@pinojs\/redact|quick-format-unescaped|atomic-sleep|thread-stream|on-exit-leak-free|safe-stable-stringify|fast-safe-stringify|app apps\/api\/src\/logging\/.*)$/,
  ],
  ['TypeORM', /^(typeorm|app apps\/api\/src\/(tenancy|database)\/.*)$/],
  ['pg driver', /^(pg|pg-protocol|pg-pool|pg-types|pg-int8|postgres-.*|pgpass|split2|@electric-sql\/.*)$/],
  [
    'socket.io (request check)',
    /^(socket\.io|engine\.io|@nestjs\/platform-socket\.io|@nestjs\/websockets|ws|socket\.io-adapter|socket\.io-parser)$/,
  ],
  ['pg-boss (jobs)', /^(pg-boss|cron-parser|app apps\/api\/src\/jobs\/.*)$/],
  ['OpenAPI (start-up)', /^(@nestjs\/swagger|swagger-ui-dist|lodash|js-yaml)$/],
  ['API code (services, controllers)', /^app /],
];
const SOCKET_IO = new Set([
  '(writev)',
  '(writeBuffer)',
  '(writeString)',
  '(writeUtf8String)',
  'node:net',
  'node:stream',
]);

/**
 * The concern a sample's time belongs to: the nearest frame (from the leaf up) of a known package; socket writes
 * count as I/O to PostgreSQL or to the client; what has no known caller keeps its Node.js or V8 name.
 */
function concernOf(leaf) {
  const leafGroup = groupOf(leaf.callFrame);
  let fallback;
  for (let id = leaf.id; id !== undefined; id = parents.get(id)) {
    const group = groupOf(nodes.get(id).callFrame);
    if (SOCKET_IO.has(leafGroup) || leafGroup === 'node:internal') {
      if (/^(pg|pg-protocol)$/.test(group)) return SOCKET_IO.has(leafGroup) ? 'socket I/O to PostgreSQL' : 'pg driver';
    }
    const concern = CONCERNS.find(([, pattern]) => pattern.test(group));
    if (concern) {
      if (SOCKET_IO.has(leafGroup) && /^(HTTP|Nest)/.test(concern[0])) return 'socket I/O to the client';
      return concern[0];
    }
    fallback ??= group.startsWith('node:_http') ? 'Node.js HTTP (parser, headers)' : undefined;
  }
  return fallback ?? leafGroup;
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const skipUs = Number(options.skip) * 1e6;
const deltas = [...profile.timeDeltas].sort((a, b) => a - b);
const interval = deltas[Math.floor(deltas.length / 2)]; // the nominal sampling interval, in µs

/**
 * Busy samples after the skipped start, as [time in s, leaf node]. With --periods, split into the busy stretches of
 * at least 3 s (seconds with ≥ 15 % of their samples busy): one per load scenario, as the API idles while the floor
 * is measured (its background jobs keep it from idling completely).
 */
function busyPeriods() {
  const samples = [];
  const perSecond = new Map();
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    elapsed += profile.timeDeltas[index] ?? 0;
    if (elapsed < skipUs) return;
    const leaf = nodes.get(id);
    const second = Math.floor(elapsed / 1e6);
    const counts = perSecond.get(second) ?? { all: 0, busy: 0 };
    counts.all += 1;
    if (leaf.callFrame.functionName !== '(idle)') {
      counts.busy += 1;
      samples.push([elapsed / 1e6, leaf]);
    }
    perSecond.set(second, counts);
  });
  if (!options.periods) return [samples];
  const busySecond = (second) => {
    const counts = perSecond.get(second);
    return counts !== undefined && counts.busy >= BUSY * counts.all;
  };
  const periods = [];
  for (const sample of samples) {
    const second = Math.floor(sample[0]);
    if (!busySecond(second)) continue;
    const current = periods.at(-1);
    if (current && second - Math.floor(current.at(-1)[0]) <= 1) current.push(sample);
    else periods.push([sample]);
  }
  return periods.filter((period) => period.at(-1)[0] - period[0][0] >= 3);
}

function summarise(samples) {
  const self = new Map();
  const inclusive = new Map();
  const functions = new Map();
  const concerns = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + interval);
  if (options.concern) samples = samples.filter(([, leaf]) => concernOf(leaf).startsWith(options.concern));
  if (samples.length === 0) return;
  for (const [, leaf] of samples) {
    const leafGroup = groupOf(leaf.callFrame);
    add(self, leafGroup);
    add(concerns, concernOf(leaf));
    add(functions, `${leaf.callFrame.functionName || '(anonymous)'} ${leafGroup}:${leaf.callFrame.lineNumber + 1}`);
    const seen = new Set();
    for (let id = leaf.id; id !== undefined; id = parents.get(id)) {
      const group = groupOf(nodes.get(id).callFrame);
      if (seen.has(group)) continue;
      seen.add(group);
      add(inclusive, group);
    }
  }
  const total = samples.length * interval;
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(
        `${((100 * us) / total).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
      );
    }
  };
  const [from] = samples[0];
  const [to] = samples.at(-1);
  console.log(`\n== ${from.toFixed(1)}–${to.toFixed(1)} s: ${(total / 1000).toFixed(0)} ms of samples (idle left out)`);
  print('by concern (each sample charged to its nearest known caller)', concerns);
  print('self time by group', self);
  print('inclusive time by group (the group anywhere on the stack)', inclusive);
  if (options.functions) print('self time by function', functions);
}

for (const period of busyPeriods()) summarise(period);
