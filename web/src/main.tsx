import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prepareFirstPage } from './app/first-page';
import { AppProvider, makeQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { keepPageDataForOffline } from './lib/offline-lists';
import { nextTask } from './lib/next-task';
import { keepTypedBeforeStart } from './lib/typed-before-start';
import './index.css';

// The page's code (and, on a server-rendered page, its data) first, then one render. The server
// drew the page with the app's own components (ssr/render.tsx) and says on #root which URL it
// drew (data-drawn-for): at that URL the app's first render is the same markup, so the app
// adopts the server's HTML as it stands (hydrates: no element is made again, nothing is laid
// out again) instead of replacing it, the long task Lighthouse counted as blocking time. At any
// other URL (a query string the server ignores, a path spelled otherwise) the first render
// replaces #root.
const client = makeQueryClient();
numberFirstHistoryEntry();
void prepareFirstPage(client, window.location, nextTask).then(() => {
  const root = document.getElementById('root')!;
  keepTypedBeforeStart(root);
  const app = (
    <StrictMode>
      <AppProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  if (drawnHere(root)) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // The app has drawn #root: the server's first HTML is the same components, so this mark is
  // how a test (e2e/fixtures.ts appStarted) tells the running app from that HTML.
  document.documentElement.dataset.app = 'started';
  void keepPageDataForOffline();
});

// Whether #root holds the server's drawing of this very URL.
function drawnHere(root: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return root.firstChild !== null && root.dataset.drawnFor === pathname + search;
}

// React Router's BrowserRouter numbers the history entries it makes (history.state.idx) and, on
// a page opened afresh, numbers the first one with history.replaceState while the app first
// renders; that call is slow (the browser writes the entry's state), and it fell in the first
// render's long task (issue 25, blocking time). Done here, in the short task that starts the app,
// with the very state BrowserRouter would write.
function numberFirstHistoryEntry() {
  const state: unknown = window.history.state;
  if (state !== null && typeof state === 'object' && 'idx' in state && state.idx != null) return;
  window.history.replaceState({ ...(state ?? {}), idx: 0 }, '');
}
