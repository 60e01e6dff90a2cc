// Query keys of the commerce API.
export const commerceKeys = {
  paymentsConfig: ['payments', 'config'] as const,
  purchases: ['me', 'purchases'] as const,
};
