import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ApiSchemas } from '@/lib/api-types';
import { YEARS } from '@/lib/years';
import { adminKeys } from './keys';
import type { SaleItem } from './types';

type Course = Pick<ApiSchemas['Course'], 'id' | 'title' | 'price' | 'payable'>;

// Everything a coupon can be limited to: the premium courses (GET /api/courses) and each
// year's Brevi Learning notes cards (GET /api/catalog/bl-notes/{year}), the lists the shop
// itself shows, in that order.
export function useSaleItems() {
  return useQuery({
    queryKey: adminKeys.saleItems,
    queryFn: async (): Promise<SaleItem[]> => {
      const [courses, ...notes] = await Promise.all([
        apiGet<{ items: Course[] }>('/api/courses'),
        ...YEARS.map((y) => apiGet<{ items: Course[] }>(`/api/catalog/bl-notes/${y.key}`)),
      ]);
      const item = (type: SaleItem['type'], group: string) => (c: Course) => ({
        type,
        id: c.id,
        title: c.title,
        price: c.price,
        payable: c.payable ?? c.price * 100,
        group,
      });
      return [
        ...courses.items.map(item('course', 'Premium courses')),
        ...notes.flatMap((page, i) => page.items.map(item('notes', `Brevi Learning notes, ${YEARS[i].label} year`))),
      ];
    },
    staleTime: 5 * 60_000,
  });
}
