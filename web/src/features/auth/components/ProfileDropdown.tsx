import { displayNameOf } from '../api/get-me';
import type { User } from '../api/types';
import { useMenu } from '../hooks/use-menu';
import { ACCOUNT_ITEMS, DisplayOnlyItem } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';

// The profile dropdown: the avatar (default image if none) opens Profile, Subscription,
// Chat, Settings and Sign out.
export function ProfileDropdown({ user }: { user: User }) {
  const menu = useMenu();
  return (
    <div ref={menu.root} className="relative inline-block">
      <button
        ref={menu.button}
        type="button"
        aria-label="Profile menu"
        aria-expanded={menu.open}
        aria-controls="profile-dropdown"
        onClick={menu.toggle}
        className="flex items-center gap-3 rounded-full p-1 pr-3 ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <Avatar user={user} size={44} />
        <span className="font-semibold">{displayNameOf(user)}</span>
      </button>
      {menu.open && (
        <div ref={menu.menu} id="profile-dropdown" className="absolute left-0 z-20 mt-2 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <ul>
            {ACCOUNT_ITEMS.map((label) => (
              <li key={label}>
                <DisplayOnlyItem label={label} />
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
