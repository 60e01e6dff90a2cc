import { useEffect, useId, useRef, useState } from 'react';
import { canDrawCharts } from '../lib/can-draw';
import { formatDay, formatDayShort } from '../lib/ist-days';

type Props = {
  title: string; // the figure's caption, its accessible name
  valueLabel: string; // the table's value column
  days: string[]; // YYYY-MM-DD
  values: number[]; // one per day
  format: (value: number) => string; // a value in the table and the chart's tooltip
  axis: (value: number) => string; // a value on the y axis
  kind: 'line' | 'bars';
};

const smallButtonClass =
  'rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700';

// One series per day as a small chart (uPlot, loaded on first use) with the same numbers in a
// table: read by screen readers while the chart shows (the canvas is hidden from them), seen
// with "Show as table", and the only view where no chart can be drawn.
export function DayChart({ title, valueLabel, days, values, format, axis, kind }: Props) {
  const [asTable, setAsTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const drawable = canDrawCharts() && !failed;
  const captionId = useId();
  const tableShown = asTable || !drawable;

  return (
    <figure aria-labelledby={captionId} className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={captionId} className="font-semibold text-slate-900">
          {title}
        </figcaption>
        {drawable && (
          <button type="button" aria-pressed={asTable} className={smallButtonClass} onClick={() => setAsTable((v) => !v)}>
            Show as table
          </button>
        )}
      </div>
      {drawable && !asTable && <ChartCanvas days={days} values={values} format={format} axis={axis} kind={kind} label={valueLabel} onFail={setFailed} />}
      <div className={tableShown ? 'mt-3 max-h-72 overflow-y-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Day
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
                  {formatDay(day)}
                </th>
                <td className="px-3 py-1 text-right tabular-nums">{format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

type CanvasProps = Pick<Props, 'days' | 'values' | 'format' | 'axis' | 'kind'> & { label: string; onFail: (failed: true) => void };

const BRAND = '#4f46e5';
const HEIGHT = 160;

// The chart itself: uPlot draws into this box, as wide as the card, redrawn when the card
// changes size or the numbers change. Hidden from screen readers: the table says it all.
function ChartCanvas({ days, values, format, axis, kind, label, onFail }: CanvasProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    import('../lib/uplot')
      .then(({ default: uPlot }) => {
        const el = box.current;
        if (gone || !el) return;
        const width = () => Math.max(200, el.clientWidth || 320);
        const last = days.length - 1;
        chart = new uPlot(
          {
            width: width(),
            height: HEIGHT,
            legend: { show: true, live: true },
            cursor: { points: { show: kind === 'line' } },
            scales: {
              // The x values are the days' indexes; bars need half a day's room at each end.
              x: { time: false, range: () => (kind === 'bars' ? [-0.5, last + 0.5] : [0, Math.max(last, 1)]) },
              y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
            },
            axes: [
              {
                space: 48,
                incrs: [1, 2, 7, 14, 30],
                values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? formatDayShort(days[i]) : '')),
              },
              { size: 64, values: (_u, splits) => splits.map(axis) },
            ],
            series: [
              { label: 'Day', value: (_u, i) => (i === null || !days[i] ? '—' : formatDay(days[i])) },
              {
                label,
                stroke: BRAND,
                width: 2,
                fill: kind === 'bars' ? BRAND : 'rgba(79, 70, 229, 0.08)',
                paths: kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 32] }) : undefined,
                points: { show: kind === 'line' && days.length <= 31 },
                value: (_u, v) => (v === null ? '—' : format(v)),
              },
            ],
          },
          [days.map((_, i) => i), values],
          el,
        );
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
          observer.observe(el);
        }
      })
      .catch(() => {
        if (!gone) onFail(true); // the chunk could not be loaded: the table shows instead
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, values, format, axis, kind, label, onFail]);

  return <div ref={box} aria-hidden="true" className="mt-3 min-h-40 w-full overflow-hidden" />;
}
