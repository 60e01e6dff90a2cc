import { useId, useMemo, useState } from 'react';
import { gstr1Url, invoiceRegisterUrl } from '../api/gst-exports';
import { currentIstMonth, gstQuarters, monthLabel, previousIstMonth } from '../lib/gst-periods';

const linkButtonClass = 'inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50';
const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm sm:w-56';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

// The Dashboard's "GST returns" card (issue 50): for a month or one of GST's quarters, the
// GSTR-1 files in the offline tool's CSV layout (one ZIP) and the invoice register (CSV).
// Last month is chosen first: what a monthly return on the 11th is filed for.
export function GstReturns() {
  const id = useId();
  const [kind, setKind] = useState<'month' | 'quarter'>('month');
  const [month, setMonth] = useState(() => previousIstMonth());
  const quarters = useMemo(() => gstQuarters(8), []);
  const [quarter, setQuarter] = useState(() => quarters[1].from);
  const chosen = quarters.find((q) => q.from === quarter) ?? quarters[0];
  // GST began in July 2017; a month not begun yet has nothing to file.
  const monthOk = MONTH.test(month) && month >= '2017-07' && month <= currentIstMonth();
  const period = kind === 'month' ? { from: month, to: month, label: monthOk ? monthLabel(month) : '' } : chosen;
  const ready = kind === 'quarter' || monthOk;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        GST returns
      </h3>
      <p className="text-sm text-slate-600">
        GSTR-1 as the GST offline tool's CSV files (B2B, B2CL, B2CS, credit notes, HSN summary, documents issued), and the register of every invoice and credit
        note, from the figures on the documents themselves.
      </p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Return period</legend>
        {(['month', 'quarter'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => setKind(k)} />
            {k === 'month' ? 'One month' : 'A quarter'}
          </label>
        ))}
      </fieldset>
      {kind === 'month' ? (
        <label className="block text-sm font-medium text-slate-700">
          Month
          <input
            type="month"
            className={fieldClass}
            value={month}
            max={currentIstMonth()}
            min="2017-07"
            onChange={(e) => setMonth(e.currentTarget.value)}
            aria-invalid={!monthOk || undefined}
            aria-describedby={monthOk ? undefined : `${id}-month-error`}
          />
          {!monthOk && (
            <span id={`${id}-month-error`} className="mt-1 block text-sm text-red-700">
              Choose a month from July 2017 up to this one, as YYYY-MM.
            </span>
          )}
        </label>
      ) : (
        <label className="block text-sm font-medium text-slate-700">
          Quarter
          <select className={fieldClass} value={chosen.from} onChange={(e) => setQuarter(e.currentTarget.value)}>
            {quarters.map((q) => (
              <option key={q.from} value={q.from}>
                {q.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {ready && (
        <div className="flex flex-wrap gap-2">
          <a href={gstr1Url(period.from, period.to)} download className={linkButtonClass}>
            Download GSTR-1 for {period.label} (ZIP)
          </a>
          <a href={invoiceRegisterUrl(period.from, period.to)} download className={linkButtonClass}>
            Download invoice register for {period.label} (CSV)
          </a>
        </div>
      )}
    </section>
  );
}
