// Per student: someone who signs out and another who signs in on the same tab never see each
// other's alerts, even for a moment.
export const alertKeys = {
  all: ['me', 'alerts'] as const,
  list: (uid: string) => ['me', 'alerts', uid] as const,
};
