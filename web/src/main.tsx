import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prepareFirstPage } from './app/first-page';
import { AppProvider, makeQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { keepPageDataForOffline } from './lib/offline-lists';
import { keepTypedBeforeStart } from './lib/typed-before-start';
import './index.css';

// The page's code (and, on a server-rendered page, its data) first, then one render: React's
// first commit replaces the server's HTML with the same page, not with "Loading…".
const client = makeQueryClient();
void prepareFirstPage(client, window.location).then(() => {
  const root = document.getElementById('root')!;
  keepTypedBeforeStart(root);
  createRoot(root).render(
    <StrictMode>
      <AppProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
  // The app has drawn #root: the server's first HTML is the same components, so this mark is
  // how a test (e2e/fixtures.ts appStarted) tells the running app from that HTML.
  document.documentElement.dataset.app = 'started';
  void keepPageDataForOffline();
});
