// The account pages listed in the mobile menu and the profile dropdown. They are shown but
// do nothing yet (the old product showed them the same way).
export const ACCOUNT_ITEMS = ['Profile', 'Subscription', 'Chat', 'Settings'] as const;

export function DisplayOnlyItem({ label }: { label: string }) {
  return <span className="block cursor-default rounded-lg px-3 py-2 text-sm text-slate-500">{label}</span>;
}
