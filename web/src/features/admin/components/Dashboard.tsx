import { useMemo, useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { formatPaise, formatPrice } from '@/lib/format';
import { orderStatusLabel } from '@/lib/orders';
import { statsCsvUrl, useAdminStats } from '../api/get-stats';
import type { Stats } from '../api/types';
import { istRange } from '../lib/ist-days';
import { DayChart } from './DayChart';
import { GstReturns } from './GstReturns';

const RANGES = [7, 30, 90] as const;
type Range = (typeof RANGES)[number];

const rangeClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700';
const linkButtonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50';
const cardClass = 'rounded-xl bg-white p-4 shadow-sm';

// Values on the charts and in their tables (stable functions: the charts redraw when they change).
const count = (n: number) => n.toLocaleString('en-IN');
const countAxis = (n: number) => (Number.isInteger(n) ? count(n) : '');
const rupees = (paise: number) => formatPaise(paise);
const rupeesAxis = (paise: number) => formatPrice(Math.round(paise / 100));

// The "Dashboard" tab (?tab=Dashboard, issue 29): the last 7, 30 or 90 days in India — totals,
// revenue (net of refunds), orders, signups and downloads per day, orders by status, the
// best-selling items and the coupons used — and the days as a CSV file; and the GST exports.
export function Dashboard() {
  const [range, setRange] = useState<Range>(30);
  // Today is read when the range is chosen: a panel left open past midnight keeps its days
  // until the admin picks a range again.
  const { from, to } = useMemo(() => istRange(range), [range]);
  const stats = useAdminStats(from, to);

  return (
    <section aria-label="Dashboard" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {RANGES.map((r) => (
            <button key={r} type="button" aria-pressed={range === r} className={rangeClass} onClick={() => setRange(r)}>
              {r} days
            </button>
          ))}
        </div>
        <a href={statsCsvUrl(from, to)} download className={linkButtonClass}>
          Download CSV
        </a>
      </div>
      {stats.isPending ? (
        <p role="status" className={`${cardClass} text-slate-600`}>
          Loading the numbers...
        </p>
      ) : stats.isError && !stats.data ? (
        <ErrorText message={`Could not load the numbers. ${stats.error.message}`} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsView stats={stats.data} updating={stats.isPlaceholderData} />
      )}
      <GstReturns />
    </section>
  );
}

function StatsView({ stats, updating }: { stats: Stats; updating: boolean }) {
  const series = useMemo(() => {
    const days = stats.days.map((d) => d.date);
    return {
      days,
      revenue: stats.days.map((d) => d.revenue),
      orders: stats.days.map((d) => d.orders),
      signups: stats.days.map((d) => d.signups),
      downloads: stats.days.map((d) => d.downloads),
    };
  }, [stats]);
  const { totals } = stats;
  const statuses = Object.entries(stats.ordersByStatus).filter(([, n]) => n > 0);
  const noSales = totals.orders === 0 && totals.revenue === 0 && totals.refunded === 0 && statuses.length === 0;

  return (
    <div aria-busy={updating || undefined} className={`space-y-4 ${updating ? 'opacity-60' : ''}`}>
      <p className="text-sm text-slate-600">
        {stats.from} to {stats.to}, days in India (IST).{updating && <span role="status"> Updating...</span>}
      </p>
      <h3 className="sr-only">Totals</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {(
          [
            ['Revenue (net of refunds)', rupees(totals.revenue)],
            ['Refunds', rupees(totals.refunded)],
            ['Orders', count(totals.orders)],
            ['Signups', count(totals.signups)],
            ['Downloads', count(totals.downloads)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={cardClass}>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-bold wrap-anywhere text-slate-900 tabular-nums sm:text-xl">{value}</dd>
          </div>
        ))}
      </dl>
      {noSales && <p className={`${cardClass} text-slate-600`}>No orders in these days yet.</p>}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {!noSales && (
          <>
            <DayChart
              title="Revenue per day, net of refunds"
              valueLabel="Revenue"
              days={series.days}
              values={series.revenue}
              format={rupees}
              axis={rupeesAxis}
              kind="line"
            />
            <DayChart title="Orders per day" valueLabel="Orders" days={series.days} values={series.orders} format={count} axis={countAxis} kind="bars" />
          </>
        )}
        <DayChart title="Signups per day" valueLabel="Signups" days={series.days} values={series.signups} format={count} axis={countAxis} kind="bars" />
        <DayChart title="Downloads per day" valueLabel="Downloads" days={series.days} values={series.downloads} format={count} axis={countAxis} kind="bars" />
      </div>
      {!noSales && <SalesLists stats={stats} statuses={statuses} />}
    </div>
  );
}

// Orders by status, the best-selling items and the coupons used, as small tables.
function SalesLists({ stats, statuses }: { stats: Stats; statuses: [string, number][] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <SmallTable
        title="Orders by status"
        note="Orders made in these days, by their status now."
        head={['Status', 'Orders']}
        rows={statuses.map(([status, n]) => [orderStatusLabel(status), count(n)])}
        empty="No orders."
      />
      <SmallTable
        title="Top items"
        head={['Item', 'Orders', 'Revenue']}
        rows={stats.topItems.map((i) => [i.title, count(i.orders), rupees(i.revenue)])}
        empty="Nothing sold."
      />
      <SmallTable
        title="Coupons used"
        head={['Code', 'Uses', 'Discount']}
        rows={stats.coupons.map((c) => [c.code, count(c.uses), rupees(c.discount)])}
        empty="No coupons used."
      />
    </div>
  );
}

function SmallTable({ title, note, head, rows, empty }: { title: string; note?: string; head: string[]; rows: string[][]; empty: string }) {
  return (
    <div className={`${cardClass} min-w-0`}>
      {rows.length === 0 ? (
        <>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-sm text-slate-600">{empty}</p>
        </>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold text-slate-900">{title}</caption>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" className={`px-2 pt-2 pb-1 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-slate-100">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-1 font-normal wrap-break-word">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && rows.length > 0 && <p className="mt-2 text-xs text-slate-600">{note}</p>}
    </div>
  );
}
