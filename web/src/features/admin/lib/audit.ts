import { YEARS } from '@/lib/years';
import type { AuditEntry, AuditFilterChoices } from '../api/types';

type Entities = AuditFilterChoices['entities'];

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  upload: 'Uploaded',
  import: 'Imported',
  refund: 'Refund',
};

// An action as the log shows it ("update" → "Updated"); one this app does not know as sent.
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

// A collection for people: the label the server gives its entity, with the year of a yearly
// one ("catalog/notes/thirdYear" → "Notes · Third year"); an entity without one as sent.
export function entityLabel(entity: string, entities: Entities): string {
  const match = entities.filter((e) => entity === e.entity || entity.startsWith(`${e.entity}/`)).sort((a, b) => b.entity.length - a.entity.length)[0];
  if (!match) return entity;
  const year = YEARS.find((y) => y.key === entity.slice(match.entity.length + 1));
  return year ? `${match.label} · ${year.label} year` : match.label;
}

// Who did it as a person reads it: the admin's name, with the e-mail beside it. Entries
// written before the log kept names show the e-mail (or the uid) alone.
export function whoDidIt(entry: AuditEntry): { main: string; secondary: string | null } {
  const { name, email, uid } = entry.actor;
  if (name) return { main: name, secondary: email || uid };
  return { main: email || uid, secondary: null };
}

// The entry's own line for people, when its record says one (refunds: amount, reason and
// credit note; coupons: what the code gives): the server writes it as `summary`.
export function entrySummary(entry: AuditEntry): string | null {
  const record = (entry.after ?? entry.before) as { summary?: unknown } | null | undefined;
  return record && typeof record === 'object' && typeof record.summary === 'string' ? record.summary : null;
}
