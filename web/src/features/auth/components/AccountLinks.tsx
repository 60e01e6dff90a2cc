import { Link } from 'react-router';

// The account pages listed in the mobile menu and the profile dropdown. Profile opens the
// profile page and Subscription the student's purchases; the others are shown but do nothing
// yet (the old product showed them the same way).
export const ACCOUNT_ITEMS = ['Profile', 'Subscription', 'Chat', 'Settings'] as const;

const PAGES: Partial<Record<string, string>> = { Profile: '/profile', Subscription: '/purchases' };

function DisplayOnlyItem({ label }: { label: string }) {
  return <span className="block cursor-default rounded-lg px-3 py-2 text-sm text-slate-500">{label}</span>;
}

// One item of the account menus: a link when the page exists, else display only.
export function AccountItem({ label }: { label: string }) {
  const to = PAGES[label];
  if (!to) return <DisplayOnlyItem label={label} />;
  return (
    <Link to={to} className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
      {label}
    </Link>
  );
}
