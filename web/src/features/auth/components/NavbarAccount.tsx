import { useAuth } from '@/lib/auth';
import { AccountMenu } from './AccountMenu';
import { SignupNowLink } from './SignupNowLink';

// The navbar's account control, on every screen size: "signup now" when signed out, the
// avatar's account menu when signed in.
export function NavbarAccount() {
  const auth = useAuth();
  if (auth.status === 'loading') return <span aria-hidden="true" className="inline-block h-9 w-9 animate-pulse rounded-full bg-slate-200" />;
  if (auth.status === 'signed-out') return <SignupNowLink />;
  return <AccountMenu user={auth.user} />;
}
