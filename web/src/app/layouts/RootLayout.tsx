import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OAuthReturn } from '@/features/auth/components/OAuthReturn';
import { VerifyEmailBanner } from '@/features/auth/components/VerifyEmailBanner';
import { Footer } from './Footer';
import { Header } from './Header';

// Header and footer on every page except the sign-in modal screen; every navigation
// scrolls to the top (menus close themselves on navigation, see Header). OAuthReturn picks up
// the result of a redirect sign-in on whatever page the student lands on. Below the header, a
// signed-in student with an unverified e-mail is asked to verify it.
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (pathname.toLowerCase() === '/auth_model') {
    return (
      <OAuthReturn>
        <Outlet />
      </OAuthReturn>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        Skip to content
      </a>
      <Header />
      <VerifyEmailBanner />
      <main id="main" className="flex-1">
        <OAuthReturn>
          <Outlet />
        </OAuthReturn>
      </main>
      <Footer />
    </div>
  );
}
