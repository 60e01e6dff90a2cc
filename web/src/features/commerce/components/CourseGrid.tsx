import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '@/components/QueryView';
import type { Course, ItemType } from '../api/types';
import { PriceCard } from './PriceCard';

type Props = { query: UseQueryResult<Course[]>; empty: string; type: ItemType; opensDetails?: boolean };

// A grid of price cards with the list's loading, empty and error states. The page knows what
// its cards sell: premium courses or Brevi Learning notes.
export function CourseGrid({ query, empty, type, opensDetails }: Props) {
  return (
    <QueryView query={query} empty={empty}>
      {(items) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((c, i) => (
            <li key={c.id}>
              <PriceCard course={c} type={type} opensDetails={opensDetails} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
