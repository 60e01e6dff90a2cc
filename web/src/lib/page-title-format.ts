// The shape and format of page titles, shared by lib/page-meta and lib/page-titles.
export type PageMeta = { title: string; description: string };

// "<page heading> | <site name>" (the home page has its own, lib/page-titles).
export const titled = (heading: string, site: string) => `${heading} | ${site}`;

// Route paths match whatever their letter case (as the router and the server do).
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
