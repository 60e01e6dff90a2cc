// An admin editing while others search (issue 26, make bench): signs in through --edit, creates
// one job (or note), then every --every ms for --seconds updates it through the admin API with
// a new, unique word in its role (or title) and measures how long until a search on each
// --search instance finds that word. Prints one JSON line:
//   {"edits":n,"found":n,"visibleP50Ms":…,"visibleMaxMs":…,"editP50Ms":…,"editMaxMs":…}
// Visibility is timed from sending the edit, so it includes the edit's own round trip.
// --kind pages (issue 47): a job edited, found when both server-drawn pages show it, /Job_portal
// and the job's own page, as a visitor without a session gets them (from the page cache).
//
//   node bench/live-edits.mjs --edit http://127.0.0.1:18083 --search http://127.0.0.1:18083[,…]
//        --kind jobs|catalog|pages --email a@b --password p [--seconds 10] [--every 200]
import { setTimeout as sleep } from "node:timers/promises";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith("--") ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const kind = args.kind ?? "jobs";
const seconds = Number(args.seconds ?? 10);
const every = Number(args.every ?? 200);
const searchBases = (args.search ?? args.edit).split(",");
const giveUpMs = 5000;

const cookies = new Map();
async function call(base, method, path, body, headers = {}) {
  const jar = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(base + path, {
    method,
    headers: { ...(jar ? { Cookie: jar } : {}), ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}
const write = (method, path, body, headers = {}) =>
  call(args.edit, method, path, body, { "X-CSRF-Token": cookies.get("ps_csrf"), ...headers });

// A word no record has: letters only (a word with digits reads as a subject code).
const letters = (n) => {
  let s = "";
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
};
const salt = letters(Math.floor(Math.random() * 26 ** 4));
const wordFor = (n) => `qz${salt}x${letters(n)}`;

await call(args.edit, "GET", "/api/auth/csrf");
await write("POST", "/api/auth/login", { email: args.email, password: args.password });

let path;
let record;
const applyUrl = "https://bench.example/apply";
if (kind === "jobs" || kind === "pages") {
  record = await write("POST", "/api/admin/jobs", { role: `Bench Role ${wordFor(0)}`, company: "Bench Co", applyUrl });
  path = `/api/admin/jobs/${record.id}`;
} else {
  record = await write("POST", "/api/admin/catalog/notes/firstYear", {
    title: `Bench Notes ${wordFor(0)}`,
    subject: "Benchmarking",
    description: "Edited by the benchmark.",
    imageUrl: "Notes",
    downloadUrl: "/files/bench.pdf",
    fileType: "PDF",
  });
  path = `/api/admin/catalog/notes/firstYear/${record.id}`;
}

// A page as a visitor without a session gets it (no cookies).
const pageShows = async (url, word) => (await (await fetch(url)).text()).includes(word);

async function found(base, word) {
  if (kind === "pages")
    return (await pageShows(`${base}/Job_portal`, word)) && (await pageShows(`${base}/jobs/${record.id}`, word));
  if (kind === "jobs") return (await call(base, "GET", `/api/jobs?q=${word}`)).total > 0;
  return (await call(base, "GET", `/api/search?q=${word}%20`)).total > 0;
}

const visible = [];
const editTimes = [];
let edits = 0;
let missing = 0;
const end = Date.now() + seconds * 1000;
for (let n = 1; Date.now() < end; n++) {
  const started = performance.now();
  const word = wordFor(n);
  const changed =
    kind !== "catalog"
      ? { role: `Bench Role ${word}`, company: "Bench Co", applyUrl, version: record.version }
      : { ...record, title: `Bench Notes ${word}` };
  record = await write("PUT", path, changed);
  editTimes.push(performance.now() - started);
  edits++;
  for (const base of searchBases) {
    let seen = false;
    while (!seen && performance.now() - started < giveUpMs) {
      seen = await found(base, word);
      if (!seen) await sleep(1);
    }
    if (seen) visible.push(performance.now() - started);
    else missing++;
  }
  const rest = every - (performance.now() - started);
  if (rest > 0) await sleep(rest);
}
await write("DELETE", path, undefined, { "If-Match": `"${record.version}"` });

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => (xs.length ? sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);
const round = (x) => Math.round(x * 10) / 10;
console.log(
  JSON.stringify({
    edits,
    found: visible.length,
    missing,
    visibleP50Ms: round(quantile(visible, 0.5)),
    visibleMaxMs: round(Math.max(...visible)),
    editP50Ms: round(quantile(editTimes, 0.5)),
    editMaxMs: round(Math.max(...editTimes)),
  }),
);
