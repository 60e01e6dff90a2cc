import { Link } from 'react-router';
import { previewPath } from '@/lib/previews';
import type { QuestionOccurrence } from '../api/types';
import { TEXTS } from '../lib/texts';
import { sameWording } from '../lib/wording';

// One paper that asked the question: a link to that page of the paper's preview, named by
// session, number and page, and for a screen reader also by the paper's title (two papers may
// share a session). The paper's own wording follows when it differs from the group's.
export function Occurrence({ occurrence, groupText }: { occurrence: QuestionOccurrence; groupText: string }) {
  const { paperId, paperTitle, session, number, page, text } = occurrence;
  return (
    <li>
      <Link to={previewPath('paper', paperId, page)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {TEXTS.occurrence(session, number, page)}
        <span className="sr-only">{TEXTS.occurrencePaper(paperTitle)}</span>
      </Link>
      {text.trim() && !sameWording(text, groupText) && (
        <p className="mt-0.5 text-sm wrap-break-word text-slate-600">
          <span className="sr-only">{TEXTS.wordedAs} </span>
          {text}
        </p>
      )}
    </li>
  );
}
