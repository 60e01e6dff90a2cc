// What the server render needs and bare JavaScriptCore lacks (the C++ server embeds JSC, which
// has Promise and Intl but none of the web platform). Imported first by ./render.tsx, so it is
// in place before any module of the app runs. Only what is missing is defined, so under Node
// (the Vitest test) the real ones stay. Never window or document: libraries tell a server from
// a browser by their absence (react-query's isServer), and the app guards its own uses.
import URLPolyfill from 'core-js-pure/actual/url';
import URLSearchParamsPolyfill from 'core-js-pure/actual/url-search-params';

const scope = globalThis as unknown as Record<string, unknown>;

// The WHATWG URL (core-js's, which follows the standard): react-router's links and the app's
// safeUrl print URL.href, so a hand-made one would print some links differently.
scope.URL ??= URLPolyfill;
scope.URLSearchParams ??= URLSearchParamsPolyfill;

scope.queueMicrotask ??= (callback: () => void) => void Promise.resolve().then(callback);

// react-query makes one for every fetch (the app's query functions ignore its signal); without
// it every fetch fails, silently in a prefetch. Aborting only tells the listeners.
class AbortSignalLite {
  aborted = false;
  reason: unknown = undefined;
  onabort: ((event: { type: string }) => void) | null = null;
  private listeners = new Set<(event: { type: string }) => void>();
  addEventListener(type: string, listener: (event: { type: string }) => void) {
    if (type === 'abort') this.listeners.add(listener);
  }
  removeEventListener(_type: string, listener: (event: { type: string }) => void) {
    this.listeners.delete(listener);
  }
  throwIfAborted() {
    if (this.aborted) throw this.reason;
  }
  abort(reason: unknown) {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason ?? Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
    const event = { type: 'abort' };
    this.onabort?.(event);
    for (const listener of this.listeners) listener(event);
  }
}

class AbortControllerLite {
  readonly signal = new AbortSignalLite();
  abort(reason?: unknown) {
    this.signal.abort(reason);
  }
}

scope.AbortController ??= AbortControllerLite;

if (scope.console === undefined) {
  const ignore = () => {};
  scope.console = { log: ignore, info: ignore, warn: ignore, error: ignore, debug: ignore };
}

// Timers: a queue that pathshalaPoll runs (the C++ side calls it until the render is done), in
// the order they were set, whatever their delay: a server render does not wait for time to
// pass. An interval runs again at each poll; at most MAX_RUNS timer callbacks run per render,
// so one cannot keep a render going forever.
type Timer = { run: () => void; repeat: boolean };
const timers = new Map<number, Timer>();
const MAX_RUNS = 100;
let runs = 0;
let lastId = 0;
const ownTimers = typeof scope.setTimeout !== 'function';

function set(repeat: boolean) {
  return (callback: unknown, _delay?: number, ...args: unknown[]) => {
    const id = ++lastId;
    if (typeof callback === 'function') timers.set(id, { run: () => callback(...args), repeat });
    return id;
  };
}

const clear = (id?: number) => void timers.delete(id ?? 0);

if (ownTimers) {
  scope.setTimeout = set(false);
  scope.setInterval = set(true);
  scope.clearTimeout = clear;
  scope.clearInterval = clear;
}

// Runs the timers set so far (those they set run at the next poll); false when there was none.
export function runTimers(): boolean {
  const due = [...timers];
  for (const [id, timer] of due) {
    if (!timers.has(id)) continue; // cleared by one that ran before it
    if (runs++ >= MAX_RUNS) {
      timers.clear();
      break;
    }
    if (!timer.repeat) timers.delete(id);
    try {
      timer.run();
    } catch {
      // as in a browser, a timer that throws does not stop the others
    }
  }
  return due.length > 0;
}

// A new render starts with no timers and a full budget.
export function resetTimers() {
  timers.clear();
  runs = 0;
}
