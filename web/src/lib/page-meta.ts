import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ApiSchemas } from './api-types';
import { normalizePath, titled, type PageMeta } from './page-title-format';
import { useSiteName } from './site';

// Page titles and meta descriptions (issue 14). The table of the pages without data of their
// own is lib/page-titles.ts; pages with data (a project, a course, a job, a preview, a subject's
// most asked questions) take theirs from it with the functions below. The server's first HTML of a page has the same ones: it runs these
// (src/ssr).
export type { PageMeta } from './page-title-format';

export function projectMeta(p: ApiSchemas['Project'], site: string): PageMeta {
  return { title: titled(p.site_name, site), description: p.subtitle || p.cardTitle };
}

export function courseMeta(c: ApiSchemas['Course'], site: string): PageMeta {
  return { title: titled(c.title, site), description: c.description || `${c.title} — ${c.subject}` };
}

export function jobMeta(j: ApiSchemas['Job'], site: string): PageMeta {
  const heading = `${j.role} at ${j.company}`;
  return { title: titled(heading, site), description: `${heading}, ${j.location}. ${j.qualification} ${j.experience}.` };
}

// A PDF item's preview page (/preview/{kind}/{id}): what a student sees before downloading or
// buying it.
export function previewMeta(p: ApiSchemas['Preview'], site: string): PageMeta {
  const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;
  let description = `See inside ${p.title} before you download it.`;
  if (p.state === 'done' && p.pageCount > 0) {
    description =
      p.freePages === null
        ? `See all ${pages(p.pageCount)} of ${p.title} before you download it.`
        : `See the first ${pages(p.pages.length)} of ${p.title} (${pages(p.pageCount)}) before you buy it.`;
  }
  return { title: titled(`${p.title} — Preview`, site), description };
}

// A subject's most asked questions (/most-asked/{code}): the questions its previous-year
// papers asked again and again, from how many papers of which sessions.
export function mostAskedMeta(r: ApiSchemas['RepeatedQuestions'], site: string): PageMeta {
  const subject = `${r.code} ${r.subject}`;
  const newest = r.sessions[0];
  const oldest = r.sessions[r.sessions.length - 1];
  const span = !newest ? '' : newest === oldest ? ` (${newest})` : ` (${oldest} to ${newest})`;
  const from = r.papers > 0 ? `${r.papers} previous-year ${r.papers === 1 ? 'paper' : 'papers'}${span}` : 'its previous-year papers';
  return { title: titled(`Most asked questions — ${subject}`, site), description: `The questions AKTU asked again and again in ${subject}, from ${from}.` };
}

// An id that names nothing (the server answers these pages with 404), or an unknown path.
export function notFoundMeta(heading: string, site: string): PageMeta {
  return { title: titled(heading, site), description: 'The page you asked for is not here. It may have been removed.' };
}

// Puts a page's title and description into <head>. A server-rendered page arrives with head
// elements marked data-page (title, description, canonical, Open Graph, JSON-LD) that describe
// the path in its canonical link: once the app shows another path they are removed, so the
// head never has two <title>s nor stale structured data. On the server's own path they stay
// and are updated in place.
export function applyPageMeta(meta: PageMeta, pathname: string) {
  const head = document.head;
  const canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"][data-page]');
  if (canonical && normalizePath(new URL(canonical.href, window.location.href).pathname) !== normalizePath(pathname)) {
    for (const el of head.querySelectorAll('[data-page]')) el.remove();
  }
  for (const extra of [...head.querySelectorAll('title')].slice(1)) extra.remove();
  document.title = meta.title;
  let description = head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    head.append(description);
  }
  description.content = meta.description;
}

// The server render (src/ssr) runs no effects: it collects the page's title and description
// here while rendering, the last one a page asked for.
let serverPageMeta: { meta: PageMeta | null } | null = null;

export function collectPageMeta(into: { meta: PageMeta | null } | null) {
  serverPageMeta = into;
}

function toServerRender(meta: PageMeta | null) {
  if (serverPageMeta && meta) serverPageMeta.meta = meta;
}

// The page's title and description while it is shown; null: leave them (e.g. still loading).
export function usePageMeta(meta: PageMeta | null) {
  const { pathname } = useLocation();
  toServerRender(meta);
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title !== undefined && description !== undefined) applyPageMeta({ title, description }, pathname);
  }, [title, description, pathname]);
}

// For the layout: the title of the page at this path when it has no data of its own, from the
// table in lib/page-titles (a chunk of its own, loaded after the first page).
export function useStaticPageMeta() {
  const { pathname } = useLocation();
  const site = useSiteName();
  useEffect(() => {
    let current = true;
    void import('./page-titles').then(({ staticPageMeta }) => {
      const meta = staticPageMeta(pathname, site);
      if (current && meta) applyPageMeta(meta, pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname, site]);
}
