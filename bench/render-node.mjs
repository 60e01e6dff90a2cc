// The reference for our page renders (issue 47): Node running the very same bundle the server
// runs in JavaScriptCore (web/dist/server/render.js), asked the same way (pathshalaRender, then
// pathshalaPoll, with the server's answers given through pathshalaFetch). The answers are
// fetched from a running server over HTTP before the clock starts, so only the render is timed.
//
//   node bench/render-node.mjs http://127.0.0.1:18080 URL...   prints renders/s and p50/p99 (ms)
import { pathToFileURL } from "node:url";
import path from "node:path";
import { timeRenders } from "./time-renders.mjs";

const [origin, ...urls] = process.argv.slice(2);
if (!origin || urls.length === 0) {
  console.error("usage: node bench/render-node.mjs ORIGIN URL...");
  process.exit(2);
}
await import(
  pathToFileURL(
    path.resolve(process.env.RENDER_JS ?? "web/dist/server/render.js"),
  ).href
);
const { pathshalaRender, pathshalaPoll } = globalThis;

const answers = new Map(); // API path → {status, body}
const site = (await (await fetch(`${origin}/api/site`)).json()).name;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function render(url) {
  pathshalaRender({ url, site, data: {} });
  for (;;) {
    await nextTurn();
    const out = pathshalaPoll();
    if (out) return JSON.parse(out);
  }
}

// First pass: learn what each page asks for (unanswered asks come back in missing) and fetch it.
globalThis.pathshalaFetch = (p) => answers.get(p) ?? null;
for (const url of urls) {
  for (let round = 0; round < 3; round++) {
    const { missing = [], error } = await render(url);
    if (error) throw new Error(`${url}: ${error}`);
    if (missing.length === 0) break;
    for (const p of missing) {
      const res = await fetch(origin + p);
      answers.set(p, { status: res.status, body: await res.json() });
    }
  }
}

const t = await timeRenders(urls, render);
console.log(
  `node ${process.version}: ${t.count} renders, ${t.perSecond} renders/s on one core, p50 ${t.p50} ms, p99 ${t.p99} ms`,
);
