import type { JobAlert } from './api/types';

// A job alert as the server answers it (docs/openapi.yaml, JobAlert).
export const NEXT_DIGEST = Date.UTC(2026, 10, 26, 6, 0);

export function testAlert(extra: Partial<JobAlert> = {}): JobAlert {
  return {
    id: 'a1',
    q: 'java',
    field: 'Software',
    experience: 'fresher',
    frequency: 'daily',
    enabled: true,
    createdAt: Date.UTC(2026, 10, 25, 6, 0),
    nextDigestAt: NEXT_DIGEST,
    ...extra,
  };
}
