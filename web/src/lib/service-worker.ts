import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Registers the service worker (src/sw.ts, built to /sw.js) from this bundled, same-origin
// script: the site's CSP (script-src 'self') forbids the inline snippet plugins often add.
//
// When: once the first page is shown with its data (useServiceWorkerAfterFirstPage) and the
// window has loaded. Installing precaches the whole app, and on a slow phone those downloads
// would otherwise compete with the page's own chunk and list (Lighthouse measured +0.1 s
// LCP and +70 ms TBT on /home when registering at load).
//
// Updates, "autoUpdate": a new sw.js (checked by the browser on each visit; the server sends
// it no-cache, and an open tab asks again every hour) installs and takes control at once.
// The open page is then stale (after a deploy its lazy chunks are gone from the server and
// the precache), but it is not reloaded under the student's hands, which would lose what a
// form holds: the next navigation inside the app loads the new page in full instead
// (useFullLoadAfterUpdate).
const HOUR = 60 * 60 * 1000;
let started = false;
let updated = false; // a new version took control of this page: its code is stale
// How the page is loaded again; tests replace it (jsdom's location.reload cannot be spied on).
export const pageLoader = { reload: () => window.location.reload() };

function register() {
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The very first install also "changes" the controller: nothing is stale then.
    if (hadController) updated = true;
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => setInterval(() => void registration.update().catch(() => {}), HOUR))
    .catch(() => {
      // No service worker (private mode, old browser, blocked): the site works online as before.
    });
}

export function registerServiceWorker() {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// Call inside the page's Suspense boundary: its effect runs once the first page has rendered,
// and registers when no request of that page is still running.
export function useServiceWorkerAfterFirstPage() {
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching === 0) registerServiceWorker();
  }, [fetching]);
}

// Call once, in the layout that stays mounted across pages: when the app moves to another
// page after an update took control, the browser loads that page from the server instead.
export function useFullLoadAfterUpdate() {
  const { pathname, search } = useLocation();
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    if (updated) pageLoader.reload(); // the address bar already holds the new page
  }, [pathname, search]);
}
