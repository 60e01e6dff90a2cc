import type { QuestionGroup } from '../api/types';
import { TEXTS } from '../lib/texts';
import { QuestionGroupItem } from './QuestionGroupItem';

// The questions asked in two or more papers, most asked first (the server's order): an ordered
// list, since the order is the point.
export function QuestionGroupList({ groups }: { groups: QuestionGroup[] }) {
  return (
    <ol aria-label={TEXTS.listLabel} className="mt-6 space-y-4">
      {groups.map((g, i) => (
        <QuestionGroupItem key={i} group={g} headingId={`question-${i + 1}`} />
      ))}
    </ol>
  );
}
