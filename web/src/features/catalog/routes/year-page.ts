import type { ReactNode } from 'react';
import type { YearKey } from '@/lib/years';

// The props of a year's page of free material (notes, Quantum, papers, important topics).
// popular: "Most downloaded this week" of that year (components/PopularSection), which the
// router passes in: imported there, its few lines are part of the entry chunk instead of a
// chunk of their own in every year page's first load (scripts/check-budget.mjs).
export type YearPageProps = { year: YearKey; popular?: ReactNode };
