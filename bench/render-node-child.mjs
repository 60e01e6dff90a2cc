// The alternative to rendering in JavaScriptCore that issue 47 asked to measure: Node running
// the same bundle (web/dist/server/render.js) in a child process, as the server would run it,
// isolated like the file reader. The parent sends a render request as one JSON line; the child
// renders, and each GET the page makes (pathshalaFetch) is a line to the parent and a blocking
// read of its answer (the render cannot wait for an event: the app asks synchronously); the
// result is one line back. The parent here answers from a map fetched over HTTP before the
// clock starts, so the time is the render plus the pipe round trips.
//
//   node bench/render-node-child.mjs http://127.0.0.1:18080 URL...   prints renders/s, p50/p99 (ms)
import { spawn } from "node:child_process";
import { readSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { timeRenders } from "./time-renders.mjs";

if (process.argv[2] === "--child") {
  await import(
    pathToFileURL(
      path.resolve(process.env.RENDER_JS ?? "web/dist/server/render.js"),
    ).href
  );
  let pending = "";
  const chunk = Buffer.alloc(1 << 16);
  const readLine = () => {
    for (;;) {
      const at = pending.indexOf("\n");
      if (at >= 0) {
        const line = pending.slice(0, at);
        pending = pending.slice(at + 1);
        return line;
      }
      const n = readSync(0, chunk, 0, chunk.length, null);
      if (n === 0) process.exit(0);
      pending += chunk.toString("utf8", 0, n);
    }
  };
  globalThis.pathshalaFetch = (p) => {
    writeSync(1, `F${JSON.stringify(p)}\n`);
    return JSON.parse(readLine());
  };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    globalThis.pathshalaRender(JSON.parse(readLine()));
    let out = "";
    while (!(out = globalThis.pathshalaPoll())) await nextTurn();
    writeSync(1, `R${out}\n`);
  }
}

const [origin, ...urls] = process.argv.slice(2);
const site = (await (await fetch(`${origin}/api/site`)).json()).name;
const answers = new Map();
const child = spawn(
  process.execPath,
  [fileURLToPath(import.meta.url), "--child"],
  { stdio: ["pipe", "pipe", "inherit"] },
);
let buffered = "";
let onLine = () => {};
child.stdout.on("data", (data) => {
  buffered += data;
  for (let at; (at = buffered.indexOf("\n")) >= 0;) {
    const line = buffered.slice(0, at);
    buffered = buffered.slice(at + 1);
    onLine(line);
  }
});
const asked = new Set();
const render = (url) =>
  new Promise((resolve) => {
    onLine = (line) => {
      if (line[0] === "F") {
        const p = JSON.parse(line.slice(1));
        if (!answers.has(p)) asked.add(p);
        child.stdin.write(`${JSON.stringify(answers.get(p) ?? null)}\n`);
      } else resolve(JSON.parse(line.slice(1)));
    };
    child.stdin.write(`${JSON.stringify({ url, site, data: {} })}\n`);
  });

for (const url of urls) {
  asked.clear();
  await render(url);
  for (const p of asked) {
    const res = await fetch(origin + p);
    answers.set(p, { status: res.status, body: await res.json() });
  }
}
const t = await timeRenders(urls, render);
child.kill();
console.log(
  `node ${process.version} child process: ${t.count} renders, p50 ${t.p50} ms, p99 ${t.p99} ms`,
);
