import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // One retry hides a flaky mobile connection without keeping students waiting long.
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
