import { useState, type FormEvent } from 'react';
import { FormError, SubmitButton, TextField } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { looksLikeGstin, normalGstin } from '@/lib/gstin';
import { useUpdateProfile } from '../../api/update-profile';
import { authErrorMessage } from '../../lib/error-messages';
import { Notice } from '../Notice';

type Field = 'name' | 'gstin';

// "Buying for a business" (issue 50): a business's legal name and GSTIN, kept on the profile so
// the checkout fills them in and its invoices are B2B tax invoices naming it. Saved with
// PATCH /api/auth/me {business}; Remove sends null.
export function BusinessForm({ user }: { user: User }) {
  const [name, setName] = useState(user.business?.name ?? '');
  const [gstin, setGstin] = useState(user.business?.gstin ?? '');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateProfile();

  function save(business: { name: string; gstin: string } | null) {
    setError(null);
    setSaved(null);
    update.mutate(
      { business },
      {
        onSuccess: (updated) => {
          setName(updated.business?.name ?? '');
          setGstin(updated.business?.gstin ?? '');
          setSaved(updated.business ? 'Saved. The checkout will fill these in.' : 'Removed. You buy for yourself.');
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.extra.field?.replace(/^business\./, '') : undefined;
          if (field === 'name' || field === 'gstin') {
            setProblems({ [field]: authErrorMessage(err) });
            document.getElementById(`business-${field}`)?.focus();
          } else setError(authErrorMessage(err));
        },
      },
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (update.isPending) return;
    const typed = { name: name.trim(), gstin: normalGstin(gstin) };
    const found: Partial<Record<Field, string>> = {};
    if (!typed.name) found.name = 'Enter the business’s legal name, as registered for GST.';
    if (!looksLikeGstin(typed.gstin)) found.gstin = 'A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV.';
    setProblems(found);
    const first = (['name', 'gstin'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`business-${first}`)?.focus();
      return;
    }
    save(typed);
  }

  return (
    <form noValidate aria-label="Buying for a business" onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">Buying for a college, coaching centre or company? Its GSTIN on the invoice lets it claim the GST back.</p>
      <TextField
        id="business-name"
        label="Legal name of the business"
        hint="As its GST registration has it."
        value={name}
        maxLength={200}
        autoComplete="organization"
        error={problems.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextField
        id="business-gstin"
        label="GSTIN"
        hint="15 characters, e.g. 27AAPFU0939F1ZV."
        value={gstin}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        error={problems.gstin}
        onChange={(e) => setGstin(e.currentTarget.value)}
      />
      <FormError message={error} />
      {saved && <Notice>{saved}</Notice>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-48">
          <SubmitButton disabled={update.isPending} pending={update.isPending}>
            Save business
          </SubmitButton>
        </div>
        {user.business && (
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => save(null)}
            className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50 disabled:opacity-60"
          >
            Remove business
          </button>
        )}
      </div>
    </form>
  );
}
