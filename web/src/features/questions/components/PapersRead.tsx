import type { RepeatedQuestions } from '../api/types';
import { TEXTS } from '../lib/texts';

// Which papers the list comes from, and how many are still being read: a list that is still
// growing says so, rather than passing for the whole story.
export function PapersRead({ data }: { data: RepeatedQuestions }) {
  return (
    <div className="mt-2 space-y-1 text-slate-600">
      {data.papers > 0 && <p>{TEXTS.readFrom(data.papers, data.sessions)}</p>}
      {data.pending > 0 && <p className="text-amber-800">{TEXTS.pending(data.pending, data.papers)}</p>}
    </div>
  );
}
