import type { QueryClient } from '@tanstack/react-query';
import { getMe, ME_KEY } from '@/lib/auth';
import { hasPageData } from '@/lib/page-data';
import { siteQuery } from '@/lib/site';
import { matchAppRoutes, type PageHandle } from './router';

// Before the first render (main.tsx): load the code of the page at this URL, and when the
// server rendered the page (its HTML embeds the API answers, lib/page-data), fill the query
// cache from them too. The first React commit is then the whole page with its data, replacing
// the server's HTML in one commit, instead of "Loading…" or skeletons first. Never fails: a
// chunk that cannot be downloaded is the error boundary's job once rendered.
//
// between: run between the steps (matching the route, starting the page's downloads). The
// browser (main.tsx) gives lib/next-task, so each step has a task of its own after the one that
// ran the app's modules and none is long enough to hold a tap; the server's renderer, which has
// no tasks to yield to, goes straight on.
export async function prepareFirstPage(
  client: QueryClient,
  location: { pathname: string; search: string },
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  await between();
  const leaf = matchAppRoutes(location.pathname)?.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  if (!leaf || !handle) return;
  await between();
  try {
    if (!hasPageData()) {
      await handle.preload();
      return;
    }
    await Promise.all([
      // Every page's header shows the site's name: the server's render asks for it too, so
      // the server embeds it (its render reports what it was not given).
      client.prefetchQuery(siteQuery),
      hasPageData('/api/auth/session') ? signedOutFromPageData(client) : null,
      handle.prefetch(client, { params: leaf.params, searchParams: new URLSearchParams(location.search) }),
    ]);
  } catch {
    // rendered anyway: the page shows its own loading or error state
  }
}

// The server embeds who is signed in only when the request carried no session: nobody. The
// header then shows "signup now" from the first paint, not a placeholder that changes width
// when the answer comes. Kept as stale, so the app still asks once in the background (that
// request also gives a new visitor the cookie downloads are counted by).
async function signedOutFromPageData(client: QueryClient) {
  client.setQueryData(ME_KEY, await getMe(), { updatedAt: 0 });
}
