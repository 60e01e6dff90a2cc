import type { QuestionGroup } from '../api/types';
import { TEXTS } from '../lib/texts';
import { Occurrence } from './Occurrence';

// One question asked again: its text (a heading, so a screen reader can go from question to
// question), how often and in which sessions, then each paper that asked it.
export function QuestionGroupItem({ group, headingId }: { group: QuestionGroup; headingId: string }) {
  return (
    <li aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="font-semibold wrap-break-word text-slate-900">
        {group.text}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-bold text-amber-900">{TEXTS.askedTimes(group.count)}</span>
        <span>{TEXTS.askedIn(group.sessions)}</span>
      </p>
      <ul aria-label={TEXTS.occurrencesLabel} className="mt-3 space-y-2">
        {group.occurrences.map((o) => (
          <Occurrence key={`${o.paperId}:${o.page}:${o.number}`} occurrence={o} groupText={group.text} />
        ))}
      </ul>
    </li>
  );
}
