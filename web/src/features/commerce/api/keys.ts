// Query keys of the commerce API.
export const commerceKeys = {
  paymentsConfig: ['payments', 'config'] as const,
  purchases: ['me', 'purchases'] as const,
  quote: (type: string, id: string, coupon: string | null, state: string | null) => ['orders', 'quote', type, id, coupon, state] as const,
};
