// make soak, the traffic half (bench/soak starts the server and runs this): SOAK_SECONDS of
// mixed traffic on loopback against one running server, sampling its RSS and open fds.
// Node's standard library only.
//
//   node bench/soak.mjs --base http://127.0.0.1:PORT --pid PID --file /files/soak.bin --email USER
//
// Loops, all at once, each paced so the run is a steady load and not a benchmark:
//   catalog  GET of every catalog list, courses, projects (lists and by id), site, job fields,
//            /courses.json and the app page; every fifth with If-None-Match (304 expected)
//   jobs     GET /api/jobs with varied words, fields, experience, sort and the next page
//   files    slow readers: GET the big file (a fifth of them a Range) read at ~SOAK_SLOW_KBPS;
//            its latency is the time to the first byte, the whole read is checked for length
//   csrf +   wrong passwords: GET /api/auth/csrf, then POST /api/auth/login with that token and
//   login    its cookies, half for the demo student, half for unknown addresses, from rotating
//            loopback addresses 127.0.1.x; 401 and 429 are the expected answers
//   idle     SOAK_IDLE connections that send nothing or half a request header and wait for the
//            server's inactivity timeout to close them (a 408 is fine), then reopen
// Every SOAK_SAMPLE seconds: VmRSS from /proc/PID/status and the number of /proc/PID/fd.
// At the end all traffic stops and the script waits for the server's fds to come back to the
// baseline taken after the warm-up. It prints a table and a verdict, and exits 1 on any
// unexpected answer or error, or when RSS or fds did not stay flat.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    pid: { type: 'string' },
    file: { type: 'string', default: '/files/soak.bin' },
    email: { type: 'string', default: 'student@pathshala.test' },
  },
});
const envNumber = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const SECONDS = envNumber('SOAK_SECONDS', 600);
const SAMPLE = envNumber('SOAK_SAMPLE', 5);
const IDLE = envNumber('SOAK_IDLE', 200);
const SLOW_READERS = envNumber('SOAK_SLOW_READERS', 4);
const SLOW_KBPS = envNumber('SOAK_SLOW_KBPS', 300);
const CATALOG_LOOPS = envNumber('SOAK_CATALOG_LOOPS', 4);
const JOBS_LOOPS = envNumber('SOAK_JOBS_LOOPS', 2);
const PAUSE_MS = envNumber('SOAK_PAUSE_MS', 5); // between two requests of one catalog or jobs loop
const LOGINS_PER_SECOND = envNumber('SOAK_LOGINS_PER_SECOND', 2);
const IDLE_LIMIT_MS = envNumber('SOAK_IDLE_LIMIT', 90) * 1000; // an idle connection still open after this is an error
const REQUEST_TIMEOUT_MS = 15_000;

if (!args.base || !args.pid) {
  console.error('usage: node bench/soak.mjs --base http://127.0.0.1:PORT --pid PID [--file /files/x] [--email e]');
  process.exit(2);
}
const base = new URL(args.base);
const host = base.hostname;
const port = Number(base.port);
const pid = Number(args.pid);

// --- statistics ----------------------------------------------------------------------------
const KINDS = ['catalog', 'jobs', 'files', 'csrf', 'login', 'idle'];
const stats = Object.fromEntries(KINDS.map((k) => [k, { requests: 0, statuses: new Map(), unexpected: 0, samples: [], latencies: [] }]));
let stopping = false;

function record(kind, outcome, ms, expected) {
  const s = stats[kind];
  s.requests++;
  s.statuses.set(outcome, (s.statuses.get(outcome) ?? 0) + 1);
  if (ms !== undefined) s.latencies.push(ms);
  if (!expected) {
    s.unexpected++;
    if (s.samples.length < 5) s.samples.push(outcome);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const now = () => performance.now();

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// One request; resolves with { status, headers, body (Buffer), ms } or rejects.
function request(agent, method, path, { headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const started = now();
    const req = http.request({ host, port, method, path, agent, headers, localAddress, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: now() - started }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

// --- server samples ------------------------------------------------------------------------
const samples = []; // { t, rssKb, fds }
const started = now();
function sampleServer() {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  let fds = NaN;
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
  return { t: (now() - started) / 1000, rssKb, fds };
}

// --- catalog -------------------------------------------------------------------------------
const catalogAgent = new http.Agent({ keepAlive: true, maxSockets: CATALOG_LOOPS });
const COLLECTIONS = ['important-topics', 'previous-year', 'bl-notes', 'quantum', 'notes', 'practical'];
const YEARS = ['firstYear', 'secondYear', 'thirdYear', 'fourthYear'];
const catalogPaths = [
  ...COLLECTIONS.flatMap((c) => YEARS.map((y) => `/api/catalog/${c}/${y}`)),
  '/api/courses',
  '/api/projects',
  '/api/site',
  '/api/jobs/fields',
  '/courses.json',
  '/healthz',
];
const etags = new Map();

async function catalogLoop() {
  let n = 0;
  while (!stopping) {
    const path = pick(catalogPaths);
    const conditional = ++n % 5 === 0 && etags.has(path);
    try {
      const res = await request(catalogAgent, 'GET', path, { headers: conditional ? { 'If-None-Match': etags.get(path) } : {} });
      if (res.headers.etag) etags.set(path, res.headers.etag);
      record('catalog', String(res.status), res.ms, res.status === 200 || (conditional && res.status === 304));
    } catch (e) {
      record('catalog', `error: ${e.message}`, undefined, false);
    }
    await sleep(PAUSE_MS);
  }
}

// --- jobs ----------------------------------------------------------------------------------
const jobsAgent = new http.Agent({ keepAlive: true, maxSockets: JOBS_LOOPS });
const WORDS = ['engineer', 'developer', 'data', 'intern', 'analyst', 'design', 'cloud', 'java', 'python', 'test', 'support', 'manager'];
const MORE_WORDS = ['network', 'embedded', 'web', 'sales', 'civil', 'mechanical', 'power', 'site', 'graduate', 'trainee', 'senior', 'junior'];
let jobFields = [];

function randomWord() {
  const r = Math.random();
  if (r < 0.5) return pick(WORDS);
  if (r < 0.8) return pick(MORE_WORDS);
  // A few that match nothing and are never in the cache.
  return Math.random().toString(36).slice(2, 2 + 3 + Math.floor(Math.random() * 5));
}

async function jobsLoop() {
  while (!stopping) {
    const q = new URLSearchParams();
    if (Math.random() < 0.85) q.set('q', Math.random() < 0.2 ? `${randomWord()} ${randomWord()}` : randomWord());
    if (jobFields.length && Math.random() < 0.3) q.set('field', pick(jobFields));
    if (Math.random() < 0.3) q.set('experience', pick(['all', 'fresher', '1-3', '3+']));
    if (Math.random() < 0.6) q.set('sort', pick(['recent', 'salary']));
    if (Math.random() < 0.3) q.set('limit', String(1 + Math.floor(Math.random() * 50)));
    try {
      const res = await request(jobsAgent, 'GET', `/api/jobs?${q}`);
      record('jobs', String(res.status), res.ms, res.status === 200);
      // Sometimes the next page, as "Load more" does.
      const next = res.status === 200 ? JSON.parse(res.body.toString('utf8')).next : undefined;
      if (next && Math.random() < 0.3) {
        q.set('cursor', next);
        const more = await request(jobsAgent, 'GET', `/api/jobs?${q}`);
        record('jobs', String(more.status), more.ms, more.status === 200);
      }
    } catch (e) {
      record('jobs', `error: ${e.message}`, undefined, false);
    }
    await sleep(PAUSE_MS * 2);
  }
}

// --- files: slow readers -------------------------------------------------------------------
let fileSize = 0;

function slowDownload(path, range) {
  return new Promise((resolve) => {
    const started = now();
    let firstByte;
    let received = 0;
    let settled = false;
    const done = (outcome, expected) => {
      if (settled) return;
      settled = true;
      record('files', outcome, firstByte, expected);
      resolve();
    };
    const headers = range ? { Range: `bytes=${range[0]}-${range[1]}` } : {};
    const req = http.get({ host, port, path, headers, agent: false }, (res) => {
      firstByte = now() - started;
      const want = range ? range[1] - range[0] + 1 : fileSize;
      const okStatus = range ? 206 : 200;
      let stall;
      const armStall = () => {
        clearTimeout(stall);
        stall = setTimeout(() => req.destroy(new Error('no bytes for 60 s')), 60_000);
      };
      armStall();
      res.on('data', (chunk) => {
        received += chunk.length;
        armStall();
        // Ahead of SLOW_KBPS? Stop reading (the socket fills and the server must wait).
        const ahead = received / (SLOW_KBPS * 1024) - (now() - started) / 1000;
        if (ahead > 0.02) {
          res.pause();
          setTimeout(() => res.resume(), ahead * 1000);
        }
        if (stopping) req.destroy(); // a run ends in the middle of a download
      });
      res.on('end', () => {
        clearTimeout(stall);
        const length = Number(res.headers['content-length']);
        done(String(res.statusCode), res.statusCode === okStatus && received === want && length === want);
      });
      res.on('error', () => {});
      res.on('close', () => {
        clearTimeout(stall);
        if (!res.complete) done(stopping ? 'cut at the end of the run' : `cut after ${received} bytes`, stopping);
      });
    });
    req.on('error', (e) => done(stopping ? 'cut at the end of the run' : `error: ${e.message}`, stopping));
  });
}

async function filesLoop() {
  let n = 0;
  while (!stopping) {
    let range;
    if (++n % 5 === 0) {
      const start = Math.floor(Math.random() * (fileSize / 2));
      range = [start, Math.min(fileSize - 1, start + 4 * 1024 * 1024)];
    }
    await slowDownload(args.file, range);
    await sleep(200);
  }
}

// --- logins with wrong passwords -----------------------------------------------------------
function cookiesFrom(setCookie = []) {
  return setCookie.map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='));
}

async function loginOnce(n) {
  // Different loopback addresses, so the per-address limit does not answer every attempt.
  const localAddress = `127.0.1.${1 + (n % 250)}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    let csrf;
    try {
      csrf = await request(agent, 'GET', '/api/auth/csrf', { localAddress });
    } catch (e) {
      record('csrf', `error: ${e.message}`, undefined, false);
      return;
    }
    const token = csrf.status === 200 ? JSON.parse(csrf.body.toString('utf8')).csrfToken : undefined;
    const cookies = cookiesFrom(csrf.headers['set-cookie']);
    const complete = Boolean(token) && cookies.some((c) => c.startsWith('ps_csrf=')) && cookies.some((c) => c.startsWith('ps_pre='));
    record('csrf', complete ? String(csrf.status) : `${csrf.status} without token and cookies`, csrf.ms, csrf.status === 200 && complete);
    if (!complete) return;
    const email = n % 2 ? args.email : `soak-${n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = JSON.stringify({ email, password: `wrong-${Math.random().toString(36).slice(2)}` });
    try {
      const res = await request(agent, 'POST', '/api/auth/login', {
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-CSRF-Token': token, Cookie: cookies.join('; ') },
        body,
      });
      record('login', String(res.status), res.ms, res.status === 401 || res.status === 429);
    } catch (e) {
      record('login', `error: ${e.message}`, undefined, false);
    }
  } finally {
    agent.destroy();
  }
}

async function loginLoop() {
  const interval = 1000 / LOGINS_PER_SECOND;
  let n = 0;
  let next = now();
  while (!stopping) {
    await loginOnce(n++);
    next += interval;
    const wait = next - now();
    if (wait > 0) await sleep(wait);
    else next = now();
  }
}

// --- idle connections ----------------------------------------------------------------------
const idleSockets = new Set();

function openIdle(n) {
  if (stopping) return;
  const opened = now();
  const socket = net.connect({ host, port });
  idleSockets.add(socket);
  let data = '';
  let failed = null;
  const watchdog = setTimeout(() => {
    failed = `still open after ${IDLE_LIMIT_MS / 1000} s`;
    socket.destroy();
  }, IDLE_LIMIT_MS);
  socket.on('connect', () => {
    // Half of them start a request and never finish its header.
    if (n % 2) socket.write(`GET /api/site HTTP/1.1\r\nHost: ${host}:${port}\r\nUser-Agent: soak\r\n`);
  });
  socket.on('data', (d) => (data += d.toString('latin1')));
  socket.on('error', (e) => {
    if (e.code !== 'ECONNRESET') failed ??= `error: ${e.message}`;
  });
  socket.on('close', () => {
    clearTimeout(watchdog);
    idleSockets.delete(socket);
    if (stopping) return; // closed by us at the end
    const ms = now() - opened;
    const status = /^HTTP\/1\.1 (\d{3})/.exec(data)?.[1];
    if (failed) record('idle', failed, ms, false);
    else if (!data) record('idle', 'closed', ms, true);
    else record('idle', `closed after ${status ?? 'garbage'}`, ms, status === '408');
    setTimeout(() => openIdle(n), Math.random() * 1000);
  });
}

// --- the run -------------------------------------------------------------------------------
async function warmUp() {
  const agent = new http.Agent({ keepAlive: false });
  for (const path of catalogPaths) await request(agent, 'GET', path);
  const fields = await request(agent, 'GET', '/api/jobs/fields');
  jobFields = JSON.parse(fields.body.toString('utf8')).items ?? [];
  for (const kind of ['courses', 'projects']) {
    const res = await request(agent, 'GET', `/api/${kind}`);
    const body = JSON.parse(res.body.toString('utf8'));
    for (const item of (Array.isArray(body) ? body : body.items).slice(0, 6)) catalogPaths.push(`/api/${kind}/${encodeURIComponent(item.id)}`);
  }
  const page = await request(agent, 'GET', '/');
  if (page.status === 200 && String(page.headers['content-type']).startsWith('text/html')) catalogPaths.push('/', '/Job_portal');
  for (let i = 0; i < 20; i++) await request(agent, 'GET', `/api/jobs?q=${randomWord()}`);
  const head = await request(agent, 'HEAD', args.file);
  if (head.status !== 200) throw new Error(`HEAD ${args.file} answered ${head.status}`);
  fileSize = Number(head.headers['content-length']);
  await loginOnce(0);
  for (const k of KINDS) stats[k] = { requests: 0, statuses: new Map(), unexpected: 0, samples: [], latencies: [] };
  agent.destroy();
}

function fmtMb(kb) {
  return (kb / 1024).toFixed(1);
}

async function main() {
  const first = sampleServer();
  if (!first) throw new Error(`no process ${pid}`);
  await warmUp();
  await sleep(1000);
  const baseline = sampleServer();
  console.log(
    `soak: ${SECONDS} s against ${base.origin} (pid ${pid}); ${CATALOG_LOOPS} catalog + ${JOBS_LOOPS} jobs loops, ` +
      `${SLOW_READERS} slow readers at ${SLOW_KBPS} KB/s of a ${fmtMb(fileSize / 1024)} MB file, ${LOGINS_PER_SECOND} wrong logins/s, ${IDLE} idle connections`,
  );
  console.log(`soak: baseline after warm-up: RSS ${fmtMb(baseline.rssKb)} MB, ${baseline.fds} fds`);

  const loops = [];
  for (let i = 0; i < CATALOG_LOOPS; i++) loops.push(catalogLoop());
  for (let i = 0; i < JOBS_LOOPS; i++) loops.push(jobsLoop());
  for (let i = 0; i < SLOW_READERS; i++) loops.push(filesLoop());
  loops.push(loginLoop());
  // Idle connections opened over the first 20 s, so their timeouts do not all fall together.
  for (let i = 0; i < IDLE; i++) setTimeout(() => openIdle(i), (i * 20_000) / IDLE);

  const runStart = now();
  let serverGone = false;
  let lastReport = 0;
  const sampler = setInterval(() => {
    const s = sampleServer();
    if (!s) {
      serverGone = true;
      stopping = true;
      return;
    }
    s.t = (now() - runStart) / 1000;
    samples.push(s);
    if (s.t - lastReport >= 60 || s.t >= SECONDS - SAMPLE / 2) {
      lastReport = s.t;
      const counts = KINDS.map((k) => `${k} ${stats[k].requests}`).join(', ');
      const bad = KINDS.reduce((sum, k) => sum + stats[k].unexpected, 0);
      console.log(`soak: ${Math.round(s.t)} s  RSS ${fmtMb(s.rssKb)} MB  fds ${s.fds}  ${counts}  unexpected ${bad}`);
    }
  }, SAMPLE * 1000);

  while (!stopping && now() - runStart < SECONDS * 1000) await sleep(200);
  stopping = true;
  clearInterval(sampler);
  const elapsed = (now() - runStart) / 1000;
  for (const socket of idleSockets) socket.destroy();
  await Promise.race([Promise.all(loops), sleep(REQUEST_TIMEOUT_MS + 5000)]);
  catalogAgent.destroy();
  jobsAgent.destroy();

  // After the run: every connection is closed on our side; the server's fds should come back.
  let after = sampleServer();
  const drainStart = now();
  while (after && after.fds > baseline.fds && now() - drainStart < 15_000) {
    await sleep(250);
    after = sampleServer();
  }
  if (!after) serverGone = true;

  // --- report ------------------------------------------------------------------------------
  console.log(`\nsoak: ${elapsed.toFixed(0)} s of traffic, ${samples.length} samples every ${SAMPLE} s`);
  console.log(`${'kind'.padEnd(8)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'unexpected'.padStart(10)} ${'p50_ms'.padStart(9)} ${'p99_ms'.padStart(9)} ${'max_ms'.padStart(9)}  answers`);
  let unexpected = 0;
  for (const k of KINDS) {
    const s = stats[k];
    unexpected += s.unexpected;
    const sorted = Float64Array.from(s.latencies).sort();
    const answers = [...s.statuses.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([o, c]) => `${o}: ${c}`)
      .join(', ');
    const f = (v) => (Number.isNaN(v) ? '-' : v.toFixed(2)).padStart(9);
    console.log(
      `${k.padEnd(8)} ${String(s.requests).padStart(9)} ${(s.requests / elapsed).toFixed(1).padStart(7)} ${String(s.unexpected).padStart(10)} ` +
        `${f(percentile(sorted, 50))} ${f(percentile(sorted, 99))} ${f(sorted.length ? sorted[sorted.length - 1] : NaN)}  ${answers}`,
    );
    for (const sample of s.samples) console.log(`         unexpected: ${sample}`);
  }
  console.log('(files: time to the first byte; idle: time until the server closed the connection)');

  // RSS: after a warm-up (the first tenth of the run, at least 25 s — the idle connections
  // are all open by then — and at most 60 s), the last quarter's peak may exceed the first
  // quarter's by 10% or 20 MB, whichever is more.
  const warm = Math.min(60, Math.max(25, elapsed / 10));
  const steady = samples.filter((s) => s.t >= warm);
  const quarter = (q) => steady.filter((s) => s.t >= warm + ((elapsed - warm) * q) / 4 && s.t < warm + ((elapsed - warm) * (q + 1)) / 4);
  const peak = (list, key) => Math.max(...list.map((s) => s[key]));
  const firstQ = quarter(0);
  const lastQ = quarter(3);
  let rssFlat = false;
  let fdsFlat = false;
  if (firstQ.length && lastQ.length) {
    const rssFirst = peak(firstQ, 'rssKb');
    const rssLast = peak(lastQ, 'rssKb');
    rssFlat = rssLast <= Math.max(rssFirst * 1.1, rssFirst + 20 * 1024);
    console.log(
      `RSS MB: baseline ${fmtMb(baseline.rssKb)}, first sample ${fmtMb(samples[0].rssKb)}, peak of the first quarter ${fmtMb(rssFirst)}, ` +
        `of the last ${fmtMb(rssLast)}, at the end ${fmtMb(samples.at(-1).rssKb)}, after the run ${after ? fmtMb(after.rssKb) : '-'} → ${rssFlat ? 'flat' : 'GROWING'}`,
    );
    // fds: under load the last quarter's peak stays within 10% (+5) of the first quarter's,
    // and after the run they come back to the baseline (+2).
    const fdFirst = peak(firstQ, 'fds');
    const fdLast = peak(lastQ, 'fds');
    const underLoad = fdLast <= fdFirst * 1.1 + 5;
    const back = after && after.fds <= baseline.fds + 2;
    fdsFlat = underLoad && back;
    console.log(
      `fds: baseline ${baseline.fds}, peak of the first quarter ${fdFirst}, of the last ${fdLast}, after the run ${after ? after.fds : '-'} → ${fdsFlat ? 'flat' : 'NOT flat'}`,
    );
    const every = Math.max(1, Math.round(samples.length / 10));
    console.log(
      'samples (s: RSS MB / fds): ' +
        samples
          .filter((_, i) => i % every === 0 || i === samples.length - 1)
          .map((s) => `${Math.round(s.t)}: ${fmtMb(s.rssKb)}/${s.fds}`)
          .join(', '),
    );
  } else {
    console.log('soak: too short a run to judge RSS and fds');
  }
  if (serverGone) console.log('soak: THE SERVER EXITED during the run');
  const ok = !serverGone && unexpected === 0 && rssFlat && fdsFlat;
  console.log(`verdict: ${ok ? 'PASS' : 'FAIL'} (unexpected ${unexpected}, RSS ${rssFlat ? 'flat' : 'not flat'}, fds ${fdsFlat ? 'flat' : 'not flat'})`);
  process.exit(ok ? 0 : 1);
}

// Bounded whatever happens: the run, the drain, and a margin.
setTimeout(
  () => {
    console.error('soak: did not finish in time');
    process.exit(1);
  },
  (SECONDS + 120) * 1000,
).unref();

main().catch((e) => {
  console.error(`soak: ${e.stack ?? e}`);
  process.exit(1);
});
