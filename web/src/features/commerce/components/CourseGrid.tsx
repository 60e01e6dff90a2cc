import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '@/components/QueryView';
import type { Course } from '../api/types';
import { PriceCard } from './PriceCard';

// A grid of price cards with the list's loading, empty and error states.
export function CourseGrid({ query, empty, requireSignIn }: { query: UseQueryResult<Course[]>; empty: string; requireSignIn?: boolean }) {
  return (
    <QueryView query={query} empty={empty}>
      {(items) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((c) => (
            <li key={c.id}>
              <PriceCard course={c} requireSignIn={requireSignIn} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
