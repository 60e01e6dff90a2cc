import { displayNameOf, useAuth } from '@/lib/auth';
import { ACCOUNT_ITEMS, AccountItem } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';
import { SignupNowLink } from './SignupNowLink';

// The account part of the mobile menu.
export function MobileAccount() {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-out') {
    return (
      <div className="mt-3 border-t border-slate-200 pt-3">
        <SignupNowLink className="block text-center" />
      </div>
    );
  }
  const { user } = auth;
  return (
    <section aria-label="Account" className="mt-3 border-t border-slate-200 pt-3">
      <div className="flex items-center gap-3 px-3 py-2">
        <Avatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayNameOf(user)}</p>
          {user.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
        </div>
      </div>
      <ul>
        {['Notifications', ...ACCOUNT_ITEMS].map((label) => (
          <li key={label}>
            <AccountItem label={label} />
          </li>
        ))}
        <li>
          <SignOutButton
            label="Sign Out"
            className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
          />
        </li>
      </ul>
    </section>
  );
}
