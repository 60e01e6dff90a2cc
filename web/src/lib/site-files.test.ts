import { describe, expect, it } from 'vitest';
import { LEGAL_LINKS } from './site-config';
import { FIRST_YEAR_SYLLABUS_DOWNLOAD, isSyllabusDocument, PYQ_BUNDLE_DOWNLOAD, SITE_FILES, sitePreviewPath } from './site-files';
import { YEARS } from './years';

describe('the site’s own documents', () => {
  it('have unique ids of lowercase letters, digits and hyphens, and unique site-relative urls', () => {
    const ids = SITE_FILES.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const urls = SITE_FILES.map((f) => f.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/(files|downloads)\/[a-z0-9/-]+\.(pdf|zip)$/);
    for (const f of SITE_FILES) expect(f.title).not.toBe('');
  });

  it('list every syllabus, every legal page and both service-tile downloads', () => {
    const urls = SITE_FILES.map((f) => f.url);
    expect(urls).toEqual(expect.arrayContaining([...YEARS.map((y) => y.routes.syllabusPdf), ...LEGAL_LINKS.map((l) => l.href)]));
    expect(urls).toEqual(expect.arrayContaining([FIRST_YEAR_SYLLABUS_DOWNLOAD, PYQ_BUNDLE_DOWNLOAD]));
    expect(SITE_FILES).toHaveLength(YEARS.length + LEGAL_LINKS.length + 2);
    expect(SITE_FILES).toContainEqual({ id: 'syllabus-first-year', title: 'First Year Syllabus', url: '/files/syllabus/first-year.pdf' });
    expect(SITE_FILES).toContainEqual({ id: 'legal-payment-terms', title: 'Payment Terms', url: '/files/legal/payment-terms.pdf' });
    expect(SITE_FILES).toContainEqual({ id: 'pyq-bundle', title: 'Previous Year Questions bundle', url: '/downloads/pyq-bundle.zip' });
  });

  it("gives a listed document's preview page, and none for any other url", () => {
    expect(sitePreviewPath('/files/syllabus/third-year.pdf')).toBe('/preview/document/syllabus-third-year');
    expect(sitePreviewPath('/files/legal/privacy.pdf')).toBe('/preview/document/legal-privacy');
    expect(sitePreviewPath('/files/notes/a.pdf')).toBeUndefined();
  });

  it('tells the syllabus documents apart', () => {
    expect(isSyllabusDocument('syllabus-fourth-year')).toBe(true);
    expect(isSyllabusDocument('first-year-syllabus-download')).toBe(false);
    expect(isSyllabusDocument('legal-terms')).toBe(false);
  });
});
