// The API answers the server embedded in the first HTML of a server-rendered page (issue 14):
// <script id="page-data" type="application/json">{"<api path>": <body>, …}</script>, keyed by
// the exact path the app passes to apiGet on that page's first load. Read once, lazily; each
// answer is used at most once, so a later refetch of the same path goes to the network.
// A missing script or broken JSON is simply no data.
let entries: Map<string, unknown> | null = null;
let embedded: [string, unknown][] = []; // everything the page came with, taken or not
let serverRendered = false; // the page came with the script (or is the server's own render)

function load(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById('page-data')?.textContent;
  if (text) {
    try {
      const data: unknown = JSON.parse(text);
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        serverRendered = true;
        embedded = Object.entries(data);
        for (const [key, value] of embedded) entries.set(key, value);
      }
    } catch {
      // not JSON: no embedded data
    }
  }
  return entries;
}

// Whether the page was rendered by the server (it came with the script, even an empty one),
// or came with an answer for this path.
export function hasPageData(path?: string): boolean {
  const data = load();
  return path === undefined ? serverRendered : data.has(path);
}

// The embedded answer for this exact path, removed so it is used once; undefined if none.
export function takePageData(path: string): { value: unknown } | undefined {
  const data = load();
  if (!data.has(path)) return undefined;
  const value = data.get(path);
  data.delete(path);
  return { value };
}

// Every answer the page came with (taken or not), e.g. to keep for offline use.
export function allPageData(): [string, unknown][] {
  load();
  return embedded;
}

// The server render (src/ssr), which has no document: the answers the server hands it for
// this render, in place of the script's (and of any earlier render's).
export function providePageData(data: Record<string, unknown>) {
  serverRendered = true;
  embedded = Object.entries(data);
  entries = new Map(embedded);
}

// Tests: read the script again (a new document).
export function resetPageData() {
  entries = null;
  embedded = [];
  serverRendered = false;
}
