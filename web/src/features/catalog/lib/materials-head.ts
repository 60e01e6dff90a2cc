import type { PageHeadReport } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList, type Link } from '@/lib/structured-data';
import { safeUrl } from '@/lib/url-safety';
import type { Year } from '@/lib/years';

// The files a list of materials or papers offers, for its ItemList: each item's title and
// download link as stored, when the app would follow the link.
export function downloads(items: readonly { title: string; downloadUrl: string }[]): Link[] {
  return items.filter((item) => safeUrl(item.downloadUrl) !== null).map((item) => [item.title, item.downloadUrl]);
}

// The head of a year's list of one collection (papers, important topics, Quantum, notes):
// the trail Home → the collection's chooser (section) → this page, and the list's downloads
// (none while they are loading).
export function materialsHead(path: string, section: Link, year: Year, items: readonly { title: string; downloadUrl: string }[] | undefined): PageHeadReport {
  const name = `${section[0]}, ${year.label} year`;
  return { canonical: path, jsonLd: [breadcrumbs([HOME_CRUMB, section, [name, path]]), itemList(name, downloads(items ?? []))] };
}
