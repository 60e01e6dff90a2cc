import { useEffect, useState, type ComponentType } from 'react';
import type { YearKey } from '@/lib/years';

type Popular = ComponentType<{ year?: YearKey }>;

// "Most downloaded this week": the list is a chunk loaded after the page (not part of a list
// page's first-load JavaScript, see scripts/check-budget.mjs) and shown only when there is
// something to show; a chunk that cannot be downloaded (offline) is simply nothing, not the
// page's error. This wrapper is a few lines of the entry chunk: the router imports it to pass
// it to the year pages (routes/year-page.ts), and /home uses it too.
let loading: Promise<Popular> | undefined;
const loadPopular = () =>
  (loading ??= import('./PopularDownloads').then(
    (m) => m.default,
    () => () => null,
  ));

// Drawn only after the page's first render, not as a React.lazy part: the server draws nothing
// here, and the app adopts the server's HTML as it is (main.tsx hydrates it), so its first
// render must draw nothing here too. A lazy part suspending while the app adopts the HTML would
// make Preact keep the next section's element as its own.
export function PopularSection({ year }: { year?: YearKey }) {
  const [Loaded, setLoaded] = useState<Popular | null>(null);
  useEffect(() => {
    let live = true;
    void loadPopular().then((component) => {
      if (live) setLoaded(() => component);
    });
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded year={year} /> : null;
}
