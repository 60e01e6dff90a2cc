import { useSiteName } from '@/lib/site';

// For an account made with a social sign-in provider that did not confirm an e-mail address
// (its e-mail is empty): it was not joined to any account with that person's e-mail, so it
// may be a second account of theirs.
export function NoEmailNote() {
  const site = useSiteName();
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Your sign-in provider did not confirm an e-mail address, so this is a separate {site} account. If you made an account with your e-mail and password, log
      out and log in with them.
    </p>
  );
}
