import { useMenu } from '@/hooks/use-menu';
import { displayNameOf, type User } from '@/lib/auth';
import { ACCOUNT_ITEMS, AccountItem } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';

// The profile dropdown: the avatar (default image if none) opens Profile, Subscription (the
// student's purchases), Chat, Settings and Sign out.
export function ProfileDropdown({ user }: { user: User }) {
  const { open, toggle, rootRef, buttonRef, menuRef } = useMenu();
  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Profile menu"
        aria-expanded={open}
        aria-controls="profile-dropdown"
        onClick={toggle}
        className="flex items-center gap-3 rounded-full p-1 pr-3 ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <Avatar user={user} size={44} />
        <span className="font-semibold">{displayNameOf(user)}</span>
      </button>
      {open && (
        <div ref={menuRef} id="profile-dropdown" className="absolute left-0 z-20 mt-2 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <ul>
            {ACCOUNT_ITEMS.map((label) => (
              <li key={label}>
                <AccountItem label={label} />
              </li>
            ))}
            <li>
              <SignOutButton
                label="Sign out"
                className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
              />
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
