import type { AlertExperience, AlertSearch } from '../api/types';

const EXPERIENCE: Record<AlertExperience, string | null> = { all: null, fresher: 'freshers', '1-3': '1–3 years', '3+': '3+ years' };

// What an alert looks for, in the words of the digest mail's subject (server/src/alerts/
// digest_tasks.cpp, describe): "java · Software · freshers", "all jobs · Civil".
export function searchInWords({ q, field, experience }: AlertSearch): string {
  return [q.trim() || 'all jobs', field, EXPERIENCE[experience]].filter(Boolean).join(' · ');
}

// The job portal showing an alert's search, as the portal writes it in its URL.
export function portalPathOf({ q, field, experience }: AlertSearch): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (field) params.set('field', field);
  if (experience !== 'all') params.set('experience', experience);
  const query = params.toString();
  return query ? `/Job_portal?${query}` : '/Job_portal';
}

export const FREQUENCY_LABEL = { daily: 'Daily', weekly: 'Weekly' } as const;
