import { useMenu } from '@/hooks/use-menu';
import { displayNameOf, useAuth, type User } from '@/lib/auth';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';
import { SignupNowLink } from './SignupNowLink';

function UserMenu({ user }: { user: User }) {
  const { open, toggle, rootRef, buttonRef, menuRef } = useMenu();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Your account"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={toggle}
        className="flex rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-100"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div ref={menuRef} id="account-menu" className="absolute right-0 z-20 mt-2 w-64 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200">
          <p className="truncate font-semibold">{displayNameOf(user)}</p>
          {user.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
          <SignOutButton
            label="Logout"
            className="mt-3 w-full rounded-lg bg-slate-100 px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-200 disabled:opacity-60"
          />
        </div>
      )}
    </div>
  );
}

// The navbar's account control: "signup now" when signed out, the avatar menu when signed in.
export function AccountMenu() {
  const auth = useAuth();
  if (auth.status === 'loading') return <span aria-hidden="true" className="inline-block h-9 w-9 animate-pulse rounded-full bg-slate-200" />;
  if (auth.status === 'signed-out') return <SignupNowLink />;
  return <UserMenu user={auth.user} />;
}
