import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OAuthReturn } from '@/features/auth/components/OAuthReturn';
import { VerifyEmailBanner } from '@/features/auth/components/VerifyEmailBanner';
import { PendingSave } from '@/features/library/components/PendingSave';
import { OfflineBanner } from '@/components/OfflineBanner';
import { useStaticPageMeta } from '@/lib/page-meta';
import { useFullLoadAfterUpdate, useServiceWorkerAfterFirstPage } from '@/lib/service-worker';
import { RouteErrorBoundary } from '../routes/RouteError';
import { Footer } from './Footer';
import { Header } from './Header';

// Header and footer on every page except the sign-in modal screen; every navigation
// scrolls to the top (menus close themselves on navigation, see Header). OAuthReturn picks up
// the result of a redirect sign-in on whatever page the student lands on. Below the header, a
// signed-in student with an unverified e-mail is asked to verify it, and anyone offline is told
// so. Pages are lazy chunks (lib/lazy-page): Page shows a status while one downloads and a message
// if it fails; the first URL's chunk is loaded before the first render (main.tsx), so it shows at once.
// The service worker is registered once the first page is shown, and after it updates the
// next navigation loads the new version (see lib/service-worker). An item a student chose to save
// to their library before signing in is saved once they are back (features/library).
function AfterFirstPage() {
  useServiceWorkerAfterFirstPage();
  return null;
}

function Page() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense
        fallback={
          <p role="status" className="p-8 text-center text-slate-600">
            Loading…
          </p>
        }
      >
        <Outlet />
        <AfterFirstPage />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  useFullLoadAfterUpdate();
  // Each page's title and description (lib/page-meta); pages with data of their own set theirs.
  useStaticPageMeta();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (pathname.toLowerCase() === '/auth_model') {
    return (
      <OAuthReturn>
        <Page />
      </OAuthReturn>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      <VerifyEmailBanner />
      {/* At least a screen tall: the footer starts below the fold, so it does not jump down
          (a layout shift) when the page's content arrives after "Loading…" or a skeleton. */}
      <main id="main" className="min-h-screen flex-1">
        <OAuthReturn>
          <Page />
        </OAuthReturn>
      </main>
      <Footer />
      <PendingSave />
    </div>
  );
}
