import { Link } from 'react-router';
import { isYearKey, yearByKey } from '@/lib/years';
import { TEXTS } from '../lib/texts';

// No question was asked twice yet (or the papers are still being read): say so, and lead back
// to the year's papers, where the subject's papers themselves are. The year is checked, not
// trusted: an unknown one gets no link rather than a broken one.
export function NoRepeats({ year }: { year: string }) {
  const y = isYearKey(year) ? yearByKey(year) : null;
  return (
    <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
      <p>{TEXTS.empty}</p>
      {y && (
        <Link to={y.routes.pyq} className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {TEXTS.backToPapers(y.label)}
        </Link>
      )}
    </div>
  );
}
