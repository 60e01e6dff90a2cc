import { SafeLink } from '@/components/SafeLink';
import type { SearchMostAsked } from '../api/types';
import { TEXTS } from '../lib/texts';

// "Most asked questions in BCS301": the subject's repeated questions page, given when the query
// was its code and its previous-year papers matched. Not a list item: the results are the list.
export function MostAskedLink({ mostAsked, className = '' }: { mostAsked: SearchMostAsked; className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      <SafeLink href={mostAsked.url} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {TEXTS.mostAsked(mostAsked.code)}
      </SafeLink>
    </p>
  );
}
