import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import type { YearKey } from '@/lib/years';

// The weekly "New material for my year" mail (GET/PUT /api/me/digest): what was added for the
// student's year (from their semester; null without one) and for the subjects of what they
// saved in My library. Written by hand: not in the generated schema yet.
export type YearDigest = {
  enabled: boolean;
  year: YearKey | null;
  subjects: string[];
  nextDigestAt: number | null;
};

// Per student, like the alerts: another student signing in on the same tab never sees it.
export const digestKeys = {
  all: ['me', 'digest'] as const,
  detail: (uid: string) => ['me', 'digest', uid] as const,
};

// Never from the HTTP cache: a mail turned off a moment ago must show as off.
export const digestQuery = (uid: string) =>
  queryOptions({
    queryKey: digestKeys.detail(uid),
    queryFn: () => apiGet<YearDigest>('/api/me/digest', { cache: 'no-store' }),
  });

// Asked only when someone is signed in (uid null otherwise).
export function useYearDigest(uid: string | null) {
  return useQuery({ ...digestQuery(uid ?? ''), enabled: uid !== null });
}

export function setYearDigest(enabled: boolean): Promise<YearDigest> {
  return apiSend<YearDigest>('PUT', '/api/me/digest', { enabled });
}

// PUT /api/me/digest: on or off; the answer (with its next mail date) replaces what is shown.
export function useSetYearDigest(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setYearDigest,
    onSuccess: (digest) => client.setQueryData(digestKeys.detail(uid), digest),
  });
}
