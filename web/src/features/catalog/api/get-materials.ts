import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { YearKey } from '@/lib/years';
import type { Material, MaterialCollection, PreviousYearPaper } from './types';

export function getMaterials(collection: MaterialCollection, year: YearKey): Promise<Material[]> {
  return apiGet<{ items: Material[] }>(`/api/catalog/${collection}/${year}`).then((r) => r.items);
}

export const materialsQuery = (collection: MaterialCollection, year: YearKey) =>
  queryOptions({ queryKey: ['catalog', collection, year], queryFn: () => getMaterials(collection, year) });

export function useMaterials(collection: MaterialCollection, year: YearKey) {
  return useQuery(materialsQuery(collection, year));
}

export function getPreviousYearPapers(year: YearKey): Promise<PreviousYearPaper[]> {
  return apiGet<{ items: PreviousYearPaper[] }>(`/api/catalog/previous-year/${year}`).then((r) => r.items);
}

export const previousYearPapersQuery = (year: YearKey) =>
  queryOptions({ queryKey: ['catalog', 'previous-year', year], queryFn: () => getPreviousYearPapers(year) });

export function usePreviousYearPapers(year: YearKey) {
  return useQuery(previousYearPapersQuery(year));
}
