import { useState } from 'react';
import type { User } from '@/lib/auth';
import { useUnlinkIdentity } from '../../api/unlink-identity';
import { authErrorMessage } from '../../lib/error-messages';
import { signInMethods, type IdentityProviderId, type SignInMethod } from '../../lib/sign-in-methods';
import { Notice } from '../Notice';

const ONLY_METHOD_NOTE = 'sign-in-only-method';

type RowProps = { method: SignInMethod; only: boolean; busy: boolean; onUnlink: (id: IdentityProviderId, name: string) => void };

function MethodRow({ method, only, busy, onUnlink }: RowProps) {
  const { id } = method;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{method.name}</p>
        {method.email && <p className="truncate text-sm text-slate-600">{method.email}</p>}
      </div>
      {id !== 'password' && (
        <button
          type="button"
          aria-label={`Unlink ${method.name}`}
          aria-describedby={only ? ONLY_METHOD_NOTE : undefined}
          disabled={only || busy}
          onClick={() => onUnlink(id, method.name)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Unlink
        </button>
      )}
    </li>
  );
}

// "Sign-in methods": e-mail and password (when set) and each linked provider. A provider can
// be unlinked unless it is the only way left to sign in (the server refuses that too, 409).
export function SignInMethods({ user }: { user: User }) {
  const methods = signInMethods(user);
  const only = methods.length === 1;
  const unlink = useUnlinkIdentity();
  const [unlinked, setUnlinked] = useState<string | null>(null);

  const onUnlink = (id: IdentityProviderId, name: string) => {
    setUnlinked(null);
    unlink.mutate(id, { onSuccess: () => setUnlinked(name) });
  };

  return (
    <div className="space-y-3">
      {methods.length === 0 ? (
        <p className="text-sm text-slate-600">No sign-in method is linked to this account.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {methods.map((m) => (
            <MethodRow key={m.id} method={m} only={only} busy={unlink.isPending} onUnlink={onUnlink} />
          ))}
        </ul>
      )}
      {only && methods[0].id !== 'password' && (
        <p id={ONLY_METHOD_NOTE} className="text-sm text-slate-600">
          This is your only way to sign in, so it cannot be unlinked. Set a password above first.
        </p>
      )}
      {unlink.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {authErrorMessage(unlink.error)}
        </p>
      )}
      {unlinked && <Notice>{unlinked} is no longer linked to your account.</Notice>}
    </div>
  );
}
