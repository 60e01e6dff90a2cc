// SPEC §4 "Job posted time": "Just now", "Nm ago", "Nh ago", "Nd ago", or "Today" when the
// job has no time. `now` is a parameter so tests (and one render) use a fixed clock.
export function formatPostedTime(postedAt: number | null | undefined, now: number = Date.now()): string {
  if (postedAt === null || postedAt === undefined || !Number.isFinite(postedAt)) return 'Today';
  const minutes = Math.floor(Math.max(0, now - postedAt) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
