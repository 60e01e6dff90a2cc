import type { YearKey } from '@/lib/years';

// The categories of the admin panel (SPEC §6), in its order, and where the API keeps them.
export type RecordKind = 'material' | 'pyq' | 'course' | 'job' | 'project';

export type Category = {
  id: string; // the tab's name as the SPEC spells it
  label: string;
  kind: RecordKind;
  // The collection's path under /api/admin: catalog/<slug>/<year> for the material categories.
  collection: string;
  yearly: boolean;
  subjectOptional?: boolean;
};

export const CATEGORIES: readonly Category[] = [
  { id: 'notes', label: 'notes', kind: 'material', collection: 'notes', yearly: true },
  { id: 'quantum', label: 'quantum', kind: 'material', collection: 'quantum', yearly: true, subjectOptional: true },
  { id: 'Important Topics', label: 'Important Topics', kind: 'material', collection: 'important-topics', yearly: true, subjectOptional: true },
  { id: 'practical', label: 'practical', kind: 'material', collection: 'practical', yearly: true },
  { id: 'pyq', label: 'pyq', kind: 'pyq', collection: 'previous-year', yearly: true },
  { id: 'bl_notes', label: 'bl_notes', kind: 'course', collection: 'bl-notes', yearly: true },
  { id: 'jobs', label: 'jobs', kind: 'job', collection: 'jobs', yearly: false },
  { id: 'projects', label: 'projects', kind: 'project', collection: 'projects', yearly: false },
  { id: 'premiumCourses', label: 'premiumCourses', kind: 'course', collection: 'courses', yearly: false },
];

export function categoryById(id: string | null): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

// The list path of a category (and year, for the yearly ones).
export function collectionPath(category: Category, year: YearKey): string {
  return category.yearly ? `/api/admin/catalog/${category.collection}/${year}` : `/api/admin/${category.collection}`;
}

export function recordPath(category: Category, year: YearKey, id: string): string {
  return `${collectionPath(category, year)}/${encodeURIComponent(id)}`;
}
