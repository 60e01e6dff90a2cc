// The periods GST returns are filed for (issue 50): a month, or one of GST's quarters
// (April–June, July–September, October–December, January–March), as months in India (IST)
// written YYYY-MM — what /api/admin/gst/* take as from and to.
const istMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });
// Fixed, as invoices write them (Intl's en-IN says "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type GstPeriod = { from: string; to: string; label: string };

// "2026-11" → { year: 2026, month: 11 }
const parts = (ym: string) => ({ year: Number(ym.slice(0, 4)), month: Number(ym.slice(5, 7)) });
const written = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
// Months after (or before, when negative) a month.
function addMonths(ym: string, n: number): string {
  const { year, month } = parts(ym);
  const index = year * 12 + (month - 1) + n;
  return written(Math.floor(index / 12), (index % 12) + 1);
}
const short = (ym: string) => MONTHS[parts(ym).month - 1];

// This month in India.
export const currentIstMonth = (now: Date = new Date()) => istMonth.format(now).slice(0, 7);

// The month before this one in India: the one a monthly return is filed for.
export const previousIstMonth = (now: Date = new Date()) => addMonths(currentIstMonth(now), -1);

// A month for people: "Nov 2026".
export const monthLabel = (ym: string) => `${short(ym)} ${parts(ym).year}`;

// GST's quarters, the one that holds this month first and then `count - 1` before it:
// { from: '2026-10', to: '2026-12', label: 'Oct–Dec 2026' }.
export function gstQuarters(count: number, now: Date = new Date()): GstPeriod[] {
  const { year, month } = parts(currentIstMonth(now));
  let first = written(year, month - ((month - 1) % 3));
  const out: GstPeriod[] = [];
  for (let i = 0; i < count; i++, first = addMonths(first, -3)) {
    const last = addMonths(first, 2);
    out.push({ from: first, to: last, label: `${short(first)}–${short(last)} ${parts(last).year}` });
  }
  return out;
}
