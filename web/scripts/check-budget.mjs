// First-load JavaScript budget (issue 14): for each page below, the brotli size of every
// script the browser must run before the page shows — the starter (vite-plugins/start-after-paint.ts), the entry chunk, the page's own lazy
// route chunk, and every chunk either of them imports statically (transitively). Dynamic
// imports are not counted: they load later, after the page is up. Reads Vite's build
// manifest (build.manifest in vite.config.ts) and exits 1 when a page is over its budget.
// `npm run build` runs it, so `make test` (via `make e2e`) fails over budget.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;
// Issue 14 asks for /home <= 100 KB and list pages <= 80 KB. With React they were 93 and
// 95 KB (react-dom alone is 56 KB brotli); the app now runs on Preact (vite.config.ts,
// package.json), which brought them to about 45 KB.
const LIST = 80 * KB;
const PAGES = [
  { path: '/home', route: 'src/app/routes/Home.tsx', budget: 100 * KB },
  { path: '/pyq/Second-year', route: 'src/features/catalog/routes/PyqYear.tsx', budget: LIST },
  { path: '/important-topics/first-year', route: 'src/features/catalog/routes/ImportantTopicsYear.tsx', budget: LIST },
  { path: '/Job_portal', route: 'src/app/routes/JobPortal.tsx', budget: LIST },
  { path: '/mini_project', route: 'src/features/projects/routes/MiniProjects.tsx', budget: LIST },
];

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('no entry chunk in dist/.vite/manifest.json');
// index.html loads the entry through a small starter module (vite-plugins/start-after-paint.ts).
const starter = [...readFileSync(new URL('index.html', dist), 'utf8').matchAll(/src="\/(assets\/start-[^"]+\.js)"/g)].map((m) => m[1]);
if (starter.length !== 1) throw new Error('dist/index.html does not load assets/start-*.js (vite-plugins/start-after-paint.ts)');

// The chunk files a manifest key needs before it can run: itself and its static imports.
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update scripts/check-budget.mjs)`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const brotliSize = (file) => brotliCompressSync(readFileSync(new URL(file, dist)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let over = 0;
console.log('First-load JavaScript (brotli):');
for (const page of PAGES) {
  const files = closure(page.route, closure(entry, new Set(starter)));
  const size = [...files].reduce((sum, file) => sum + brotliSize(file), 0);
  const ok = size <= page.budget;
  if (!ok) over++;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${page.path.padEnd(30)} ${kb(size).padStart(9)} of ${kb(page.budget)} (${files.size} files)`);
}
if (over) {
  console.error(`${over} page(s) over the first-load budget: split the code (lazy routes, dynamic import) or raise the budget with a reason.`);
  process.exit(1);
}
