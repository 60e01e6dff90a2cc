import { isSyllabusDocument } from '@/lib/site-files';
import type { Link } from '@/lib/structured-data';
import type { Preview } from '../api/types';

const SYLLABUS_CRUMB: Link = ['Syllabus', '/syllabus'];

// The page the preview belongs under, if any: a year's syllabus under the Syllabus page that
// lists it. Catalog items and the site's other documents (legal pages, service tiles'
// downloads) are reached from many pages, so they have none and their trail is just Home.
export function parentCrumb(preview: Preview): Link | null {
  return preview.kind === 'document' && isSyllabusDocument(preview.id) ? SYLLABUS_CRUMB : null;
}
