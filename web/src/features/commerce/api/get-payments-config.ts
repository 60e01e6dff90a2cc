import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { commerceKeys } from './keys';
import type { PaymentsConfig } from './types';

// Asked when a student presses Buy Now (not on page load): whether this site takes payments,
// and which checkout script and public key to use.
export const paymentsConfigQuery = queryOptions({
  queryKey: commerceKeys.paymentsConfig,
  queryFn: () => apiGet<PaymentsConfig>('/api/payments/config'),
  staleTime: 10 * 60_000,
});
