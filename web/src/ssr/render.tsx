// The server render (issue 25, one source of markup): the C++ server runs this bundle
// (dist/server/render.js, vite.ssr.config.ts) in JavaScriptCore to write a page's HTML with the
// app's own components, instead of a copy of them in C++. It draws what the app's first render
// in a browser draws on that URL with that page data (main.tsx: prepareFirstPage, then one
// render), so when the app takes over (main.tsx hydrates #root at the URL drawn) nothing moves.
//
//   pathshalaRender({url, site, data, errors?})  starts a render; returns nothing.
//   pathshalaPoll()  runs the timers the render set and returns "" until it is done, then once
//     {"html", "title", "description", "noindex", "missing", "canonical", "status", "ogType",
//     "jsonLd"} (RenderResult) or {"error"} as JSON. missing: the API paths the page asked for
//     that nothing answered (drawn in their loading state). noindex: a page only
//     for a signed-in visitor or an admin (lib/page-titles), or a 404. canonical, status, ogType
//     and jsonLd: the page's <head> as the page decides it from its data (lib/page-head):
//     canonical site-relative as the routes spell it, status 404 for an item whose id is
//     unknown, JSON-LD without "@context" and with site-relative links (the server adds both).
//   pathshalaFetch(path)  given by the server (a host function, app_renderer.cpp): its own
//     answer to a GET the page makes that data and errors do not answer, {status, body} with
//     the body already a value, or null when it has none. So a page is drawn in one render:
//     no asking first, no HTTP text. Absent (a test under Node), every such GET is missing.
//
// One render at a time; the same context renders many pages, so nothing of one render is kept
// for the next (a new QueryClient, page data and answers replaced each time).
// First: what JSC lacks, before any module of the app runs.
import { resetTimers, runTimers } from './environment';
import { options, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Suspense, type ReactNode } from 'react';
import { parsePath, StaticRouter } from 'react-router';
import { prepareFirstPage } from '@/app/first-page';
import { AppProvider, makeQueryClient } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { answerWithoutNetwork, apiErrorFrom } from '@/lib/api-client';
import { providePageData, resetPageData } from '@/lib/page-data';
import { collectPageHead, defaultPageHead, type PageHead, type PageHeadReport } from '@/lib/page-head';
import { collectPageMeta, type PageMeta } from '@/lib/page-meta';
import { isPrivatePage, staticPageMeta } from '@/lib/page-titles';

export type RenderRequest = {
  url: string; // path and query string, e.g. "/Job_portal?q=java"
  site: string; // the site's name, for the titles of pages without data of their own
  data: Record<string, unknown>; // API path → its answer, as the page-data script (lib/page-data)
  errors?: Record<string, { status: number; body: unknown }>; // API path → its error answer
};

// The server's answer to a GET while the page renders (see above).
type ServerAnswer = { status: number; body: unknown } | null;
declare global {
  var pathshalaFetch: ((path: string) => ServerAnswer) | undefined;
}

function failure(status: number, body: unknown) {
  return apiErrorFrom(status, typeof body === 'string' ? body : JSON.stringify(body));
}

export type RenderResult = ({ html: string; title: string; description: string; noindex: boolean; missing: string[] } & PageHead) | { error: string };

// The internals preact-render-to-string hands its third argument (the hook its streaming
// renderer draws Suspense fallbacks with), as far as we use them.
type RenderedVNode = { type: unknown; props: { fallback?: ReactNode } };
type Renderer = { onError: (error: unknown, vnode: RenderedVNode, renderChild: (child: ReactNode, parent: RenderedVNode) => string) => string };
const renderWith = renderToString as unknown as (vnode: ReactNode, context: undefined, renderer: Renderer) => string;

// In the browser's first render every React.lazy part suspends (its code arrives later, even
// when already downloaded: lazy() only learns so from a promise), and its Suspense shows the
// fallback, e.g. /home's Services carousel its placeholder. The pages themselves do not:
// lib/lazy-page renders a preloaded page directly. A lazy part loaded by an earlier render of
// this context would render here, so while rendering, every lazy() component (compat names
// them 'Lazy') is one that suspends; the thrown promise goes up to the nearest Suspense, which
// draws its fallback. Anything else thrown fails the render.
const notLoaded = new Promise<never>(() => {});
function NotLoaded(): never {
  throw notLoaded;
}

function lazyNotLoaded(vnode: VNode) {
  const type: unknown = vnode.type;
  if (typeof type === 'function' && (type as { displayName?: string }).displayName === 'Lazy') vnode.type = NotLoaded;
}

const fallbacks: Renderer = {
  onError(error, vnode, renderChild) {
    if (error !== notLoaded || vnode.type !== Suspense) throw error;
    return renderChild(vnode.props.fallback, vnode);
  },
};

function renderApp(app: ReactNode): string {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    previous?.(vnode);
    lazyNotLoaded(vnode);
  };
  try {
    return renderWith(app, undefined, fallbacks);
  } finally {
    options.vnode = previous;
  }
}

async function renderPage({ url, site, data, errors }: RenderRequest, stalled: Promise<void>): Promise<RenderResult> {
  const missing: string[] = [];
  providePageData(data ?? {});
  // A GET the data does not answer: the server's error answer if it gave one (the same ApiError
  // as in a browser), else the server's own answer now, else a request that never ends (the
  // part stays in its loading state, as the app's first render shows it) and the path is
  // reported.
  answerWithoutNetwork((path) => {
    const failed = errors && Object.hasOwn(errors, path) ? errors[path] : undefined;
    if (failed) return Promise.reject(failure(failed.status, failed.body));
    const answer = globalThis.pathshalaFetch?.(path) ?? null;
    if (answer) return answer.status === 200 ? Promise.resolve(answer.body) : Promise.reject(failure(answer.status, answer.body));
    if (!missing.includes(path)) missing.push(path);
    return new Promise<never>(() => {});
  });
  try {
    const client = makeQueryClient();
    const { pathname = '/', search = '' } = parsePath(url);
    // Waiting for an answer that never comes (missing data) is given up once nothing else is
    // left to run (pathshalaPoll): the page renders in its loading state.
    await Promise.race([prepareFirstPage(client, { pathname, search }), stalled]);
    const collected: { meta: PageMeta | null } = { meta: null };
    const reported: { head: PageHeadReport | null } = { head: null };
    collectPageMeta(collected);
    collectPageHead(reported);
    let html: string;
    try {
      html = renderApp(
        <AppProvider client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>,
      );
    } finally {
      collectPageMeta(null);
      collectPageHead(null);
      client.clear();
    }
    // A page with data of its own sets its title while rendering (lib/page-meta), the others
    // have theirs in the table the layout reads (lib/page-titles).
    const meta = collected.meta ?? staticPageMeta(pathname, site);
    // A page says what differs from the default head (lib/page-head); pages that say nothing
    // (sign-in, search, admin tools) are their path as requested, 200, with no JSON-LD.
    const head: PageHead = { ...defaultPageHead(pathname), ...reported.head };
    // An unknown item's page, or an unknown path, is not one to index.
    const noindex = isPrivatePage(pathname) || head.status >= 400;
    return { html, title: meta?.title ?? '', description: meta?.description ?? '', noindex, missing, ...head };
  } finally {
    answerWithoutNetwork(null);
    resetPageData();
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

type Render = { output: string | null; stall: () => void };
let current: Render | null = null;

function pathshalaRender(request: RenderRequest): void {
  resetTimers();
  let stall = () => {};
  const stalled = new Promise<void>((resolve) => (stall = resolve));
  const render: Render = { output: null, stall };
  current = render;
  renderPage(request, stalled).then(
    (result) => (render.output = JSON.stringify(result)),
    (error: unknown) => (render.output = JSON.stringify({ error: errorText(error) })),
  );
}

// Called with the microtasks of the previous call already run (JSC runs them after each call
// from C++): if the render is not done and no timer is left, it can only be waiting for data
// that is missing, and is told to go on without it.
function pathshalaPoll(): string {
  const render = current;
  if (!render) return JSON.stringify({ error: 'pathshalaPoll: no render was started' });
  if (render.output !== null) {
    current = null;
    resetTimers();
    return render.output;
  }
  if (!runTimers()) render.stall();
  return '';
}

Object.assign(globalThis, { pathshalaRender, pathshalaPoll });
