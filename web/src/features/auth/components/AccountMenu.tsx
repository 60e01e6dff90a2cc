import { useId } from 'react';
import { Link } from 'react-router';
import { useMenu } from '@/hooks/use-menu';
import { displayNameOf, type User } from '@/lib/auth';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';

// The account items, in the order of the SPEC's mobile account menu. Profile opens the profile
// page, Subscription the student's purchases (/purchases, "My purchases") and My library what
// they saved and opened lately (/library); the others are shown but do nothing yet (display
// only, as the old product showed them).
const ITEMS: { label: string; to?: string }[] = [
  { label: 'Notifications' },
  { label: 'Profile', to: '/profile' },
  { label: 'Subscription', to: '/purchases' },
  { label: 'My library', to: '/library' },
  { label: 'Chat' },
  { label: 'Settings' },
];

const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm';

type Props = {
  user: User;
  label?: string; // the avatar button's accessible name (and the menu's)
  menuId?: string;
  onPage?: boolean; // on a page (/dashboaard) rather than the navbar: the name beside the avatar, the menu opening to the right
};

// The one account menu, on every screen size (navbar on desktop and phone, and /dashboaard's
// profile dropdown): the avatar (default image if none) opens the name ("User" without one),
// the e-mail, the account pages and Logout. A disclosure: the button says whether it is open
// and which element it opens; opening moves the focus to the first link, Tab and the arrow keys
// move through the items, Escape closes it and returns the focus to the button (hooks/use-menu).
export function AccountMenu({ user, label = 'Your account', menuId = 'account-menu', onPage = false }: Props) {
  const { open, toggle, rootRef, buttonRef, menuRef } = useMenu();
  const buttonId = useId();
  return (
    <div ref={rootRef} className={onPage ? 'relative inline-block' : 'relative'}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        className={
          onPage
            ? 'flex items-center gap-3 rounded-full p-1 pr-3 ring-1 ring-slate-200 hover:bg-slate-50'
            : 'flex rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-100'
        }
      >
        <Avatar user={user} size={onPage ? 44 : 36} />
        {onPage && <span className="font-semibold">{displayNameOf(user)}</span>}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className={`absolute ${onPage ? 'left-0' : 'right-0'} z-20 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200`}
        >
          <nav aria-labelledby={buttonId}>
            <div className="border-b border-slate-100 px-3 pt-1 pb-2">
              <p className="truncate font-semibold">{displayNameOf(user)}</p>
              {user.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
            </div>
            <ul className="py-1">
              {ITEMS.map(({ label: item, to }) => (
                <li key={item}>
                  {to ? (
                    <Link to={to} className={`${itemClass} font-medium text-slate-800 hover:bg-slate-100`}>
                      {item}
                    </Link>
                  ) : (
                    <span className={`${itemClass} cursor-default text-slate-500`}>{item}</span>
                  )}
                </li>
              ))}
            </ul>
            <div className="border-t border-slate-100 pt-1">
              <SignOutButton label="Logout" className={`${itemClass} font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60`} />
            </div>
          </nav>
        </div>
      )}
    </div>
  );
}
