// The site's own documents: files the app links from its static pages that no catalog record
// links (the syllabus PDFs, the legal pages, the service tiles' downloads). The server reads
// every file the site serves for its preview pages and search ("Inside the papers"), and knows
// these only from here: the build writes them to dist/site-files.json (vite-plugins/app-routes.ts),
// which the server reads at start. Relative imports only: the build's plugin loads this file.
import { previewPath } from './previews';
import { LEGAL_LINKS } from './site-config';
import { YEARS } from './years';

// id: the preview's (/preview/document/{id}) and search's; title: what the preview page and
// search results call it; url: the file's own link.
export type SiteFile = { id: string; title: string; url: string };

// The service tiles' downloads (components/ServicesCarousel, SPEC §2).
export const FIRST_YEAR_SYLLABUS_DOWNLOAD = '/downloads/first-year-syllabus.pdf';
export const PYQ_BUNDLE_DOWNLOAD = '/downloads/pyq-bundle.zip';

// "/files/legal/payment-terms.pdf" → "payment-terms".
const fileStem = (url: string) => url.replace(/^.*\//, '').replace(/\.[^.]*$/, '');

// The syllabus documents' ids, by year: their preview pages go back to the Syllabus page.
const syllabusId = (slug: string) => `syllabus-${slug}`;

export const SITE_FILES: readonly SiteFile[] = [
  ...YEARS.map((y) => ({ id: syllabusId(y.slug), title: `${y.label} Year Syllabus`, url: y.routes.syllabusPdf })),
  ...LEGAL_LINKS.map((l) => ({ id: `legal-${fileStem(l.href)}`, title: l.label, url: l.href })),
  { id: 'first-year-syllabus-download', title: 'First Year Syllabus (download)', url: FIRST_YEAR_SYLLABUS_DOWNLOAD },
  { id: 'pyq-bundle', title: 'Previous Year Questions bundle', url: PYQ_BUNDLE_DOWNLOAD },
];

// The preview page of a listed document's url; undefined for any other url.
export function sitePreviewPath(url: string): string | undefined {
  const file = SITE_FILES.find((f) => f.url === url);
  return file && previewPath('document', file.id);
}

// Whether a document is one of the years' syllabuses (its preview page belongs under Syllabus).
export function isSyllabusDocument(id: string): boolean {
  return YEARS.some((y) => syllabusId(y.slug) === id);
}
