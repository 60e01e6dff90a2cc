// Days as the dashboard's API counts them: calendar days in India (IST, Asia/Kolkata), written
// YYYY-MM-DD, whatever the admin's own time zone.
const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

// The last `days` days up to today in India, today included.
export function istRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = istDay.format(now); // en-CA writes YYYY-MM-DD
  const first = new Date(`${to}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  return { from: first.toISOString().slice(0, 10), to };
}

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

// A YYYY-MM-DD day for people: "23 Nov" on a chart's axis, "23 Nov 2026" in a table. Read as
// UTC so that the day stays the same in every time zone.
export const formatDayShort = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
export const formatDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
