import { expect, it } from 'vitest';
import { APP_ROUTES } from './paths';
import { LINK_PREVIEW_KINDS, linkPreviewsFile } from './link-previews';

it('every route has a link-preview kind, and every kind a picture of its own', () => {
  const file = linkPreviewsFile();
  expect(Object.keys(file.routes).sort()).toEqual([...APP_ROUTES].sort());
  for (const kind of Object.values(file.routes)) expect(Object.keys(LINK_PREVIEW_KINDS)).toContain(kind);
  const labels = file.kinds.map((k) => k.label);
  expect(new Set(labels).size).toBe(labels.length);
  // Each kind of page is its own picture: the year pages theirs, not the site's.
  expect(file.routes['/pyq/Second-year']).toBe('papers');
  expect(file.routes['/SecondYearQuantum']).toBe('quantum');
  expect(file.routes['/course-details/:id']).toBe('course');
  expect(file.routes['/handwritten_Notes/Second-year']).toBe('notes');
});
