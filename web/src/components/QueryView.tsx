import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SkeletonCards } from './Skeleton';
import { ErrorText } from './ErrorText';

type Props<T> = {
  query: UseQueryResult<T[]>;
  empty: string; // what to say when there is nothing yet
  skeletons?: number;
  children: (items: T[]) => ReactNode;
};

// The three states every list has beyond its items: loading, empty and failed (with retry).
export function QueryView<T>({ query, empty, skeletons = 3, children }: Props<T>) {
  if (query.isPending) return <SkeletonCards count={skeletons} />;
  if (query.isError) {
    return (
      <ErrorText message={`Could not load this list. ${query.error instanceof Error ? query.error.message : ''}`.trim()} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) return <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">{empty}</p>;
  return <>{children(query.data)}</>;
}
