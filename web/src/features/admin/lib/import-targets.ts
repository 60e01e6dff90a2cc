import { yearByKey, type YearKey } from '@/lib/years';
import type { ImportFormat } from '../api/types';
import { CATEGORIES, type Category } from './categories';
import { formatBytes } from './format';

// The collections a file can be imported into, as the server names them (issue 9): every
// category of the panel except projects and premium courses.
const IMPORT_COLLECTIONS = ['notes', 'quantum', 'important-topics', 'practical', 'previous-year', 'bl-notes', 'jobs'];

export const IMPORT_TARGETS: readonly Category[] = CATEGORIES.filter((c) => IMPORT_COLLECTIONS.includes(c.collection));

// The server's limits: its body limit is 2 MiB and it reads at most 1000 rows. The browser
// refuses a larger file before sending it rather than letting the upload fail.
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 1000;

export function importTarget(collection: string | null): Category {
  return IMPORT_TARGETS.find((c) => c.collection === collection) ?? IMPORT_TARGETS[0];
}

// "notes · Third year", or "jobs" for a collection without years.
export function targetName(category: Category, year: YearKey): string {
  return category.yearly ? `${category.label} · ${yearByKey(year).label} year` : category.label;
}

// The file's format, from its extension.
export function importFormat(fileName: string): ImportFormat | null {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'csv' || ext === 'json' ? ext : null;
}

// Why a chosen file cannot be imported, before anything is sent; null when it may be.
export function fileProblem(file: File): string | null {
  if (!importFormat(file.name)) return `${file.name} is not a .csv or .json file. Choose a CSV or JSON file.`;
  if (file.size > MAX_IMPORT_BYTES) {
    return `${file.name} is too large (${formatBytes(file.size)}). Files can be at most ${formatBytes(MAX_IMPORT_BYTES)}; split it into smaller files.`;
  }
  return null;
}

// GET /api/admin/import/template: an empty file with the collection's columns (a download).
export function templateUrl(category: Category, format: ImportFormat): string {
  return `/api/admin/import/template?${new URLSearchParams({ collection: category.collection, format })}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
