import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { normalizePath } from './page-title-format';
import { APP_ROUTES } from './paths';
import type { JsonLd } from './structured-data';

// What the server's first HTML of a page says in <head> besides its title and description
// (lib/page-meta): the canonical link, the HTTP status, og:type and the JSON-LD. The page
// decides them from the data it renders, as it does its title; the server render (src/ssr)
// collects them and the server writes them. In a browser they need nothing: the server's
// head elements are removed once the app shows another path (lib/page-meta, applyPageMeta).
export type PageHead = {
  canonical: string; // site-relative, as the app's routes spell it: "/pyq/Second-year"
  status: number; // 404: the page shows an item whose id is unknown (its "not listed" state)
  ogType: 'website' | 'product';
  jsonLd: JsonLd[]; // without "@context", links site-relative
};

// A page says what differs from its default: its path as requested, 200, website, none.
export type PageHeadReport = Partial<PageHead>;

// The path as requested, as the server reads it: decoded segments, no empty ones, no trailing
// slash ("/" for none).
export function requestedPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.map(decodeSegment).join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// A route path of the app as its route list spells it whatever the letter case asked for
// (/PYQ/second-year/ is /pyq/Second-year); a path of no route without parameters (an item's
// page, an unknown path) as requested.
export function routePath(pathname: string): string {
  const asked = normalizePath(requestedPath(pathname));
  return APP_ROUTES.find((route) => !route.includes(':') && normalizePath(route) === asked) ?? requestedPath(pathname);
}

export function defaultPageHead(pathname: string): PageHead {
  return { canonical: requestedPath(pathname), status: 200, ogType: 'website', jsonLd: [] };
}

// The server render (src/ssr) runs no effects: it collects the page's head here while
// rendering, the last one a page reported.
let serverPageHead: { head: PageHeadReport | null } | null = null;

export function collectPageHead(into: { head: PageHeadReport | null } | null) {
  serverPageHead = into;
}

const collecting = () => serverPageHead !== null;

function toServerRender(head: PageHeadReport | null) {
  if (serverPageHead && head) serverPageHead.head = head;
}

// What the builder may read: the page's path as the routes spell it, and the query cache (data
// the page has without watching it, e.g. the site's name).
export type PageHeadContext = { path: string; client: QueryClient };

// The page's head, from build (null: nothing to say yet, e.g. still loading). build runs only
// in the server render, so a browser pays two context reads per render and nothing else.
export function usePageHead(build: (context: PageHeadContext) => PageHeadReport | null) {
  const { pathname } = useLocation();
  const client = useQueryClient();
  if (collecting()) toServerRender(build({ path: routePath(pathname), client }));
}
