import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthContext, useWatchedAuth } from '@/lib/auth';
import { SiteNameContext, useWatchedSiteName } from '@/lib/site';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // One retry hides a flaky mobile connection without keeping students waiting long.
      // offlineFirst: ask even when the browser says it is offline, because the service
      // worker may answer from its copy of the list (src/sw.ts); with the default ('online')
      // a page opened offline would wait for the network forever.
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    },
  });
}

// client: one made before the first render (main.tsx fills it with the first page's data).
export function AppProvider({ client: given, children }: { client?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => given ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SharedState>{children}</SharedState>
    </QueryClientProvider>
  );
}

// What nearly every component reads (who is signed in, the site's name), watched here once and
// handed down (lib/auth useAuth, lib/site useSiteName).
function SharedState({ children }: { children: ReactNode }) {
  const auth = useWatchedAuth();
  const siteName = useWatchedSiteName();
  return (
    <AuthContext.Provider value={auth}>
      <SiteNameContext.Provider value={siteName}>{children}</SiteNameContext.Provider>
    </AuthContext.Provider>
  );
}
