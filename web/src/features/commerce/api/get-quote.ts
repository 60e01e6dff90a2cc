import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiSend } from '@/lib/api-client';
import { commerceKeys } from './keys';
import type { ItemType, Quote } from './types';

export type QuoteRequest = { item: { type: ItemType; id: string }; coupon: string | null; state: string | null };

// POST /api/orders/quote: the price the server would charge (the same computation as
// POST /api/orders, nothing stored). A POST because it needs the session and CSRF token, but
// it changes nothing, so it is cached like a read. A refused coupon (400) is an answer, not a
// hiccup: only a lost connection is asked again.
export const quoteQuery = ({ item, coupon, state }: QuoteRequest) =>
  queryOptions({
    queryKey: commerceKeys.quote(item.type, item.id, coupon, state),
    queryFn: () =>
      apiSend<Quote>('POST', '/api/orders/quote', {
        item,
        ...(coupon ? { coupon } : {}),
        ...(state ? { buyer: { state } } : {}),
      }),
    staleTime: 30_000,
    retry: (failures, e) => failures < 1 && e instanceof ApiError && e.status === 0,
  });
