import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormError, SelectField, SubmitButton, TextField } from '@/components/form';
import type { User } from '@/lib/auth';
import { useUpdateProfile } from '../../api/update-profile';
import { Notice } from '../Notice';
import { NoEmailNote } from './NoEmailNote';
import { authErrorMessage } from '../../lib/error-messages';
import { NAME_MAX, detailsSchema, type DetailsValues } from '../../lib/form-schemas';
import { serverField } from './server-field';

const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8];
const FIELDS = ['name', 'semester'] as const;

const valuesOf = (user: User): DetailsValues => ({ name: user.name ?? '', semester: user.semester ? String(user.semester) : '' });

// "Your details": name and semester (PATCH /api/auth/me). Problems show at their field.
export function DetailsForm({ user }: { user: User }) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<DetailsValues>({ resolver: zodResolver(detailsSchema), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const update = useUpdateProfile();

  const submit = form.handleSubmit((v) => {
    setError(null);
    setSaved(false);
    update.mutate(
      { name: v.name, semester: Number(v.semester) },
      {
        onSuccess: (updated) => {
          form.reset(valuesOf(updated));
          setSaved(true);
        },
        onError: (err) => {
          const field = serverField(err, FIELDS);
          if (field) form.setError(field, { type: 'server', message: authErrorMessage(err) }, { shouldFocus: true });
          else setError(authErrorMessage(err));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => (update.isPending ? e.preventDefault() : void submit(e))} className="space-y-4">
      <p className="text-sm text-slate-600">
        E-mail: <span className="font-medium text-slate-800">{user.email || 'none'}</span>
        {user.email && !user.emailVerified && ' (not verified yet)'}
      </p>
      {!user.email && <NoEmailNote />}
      <TextField
        id="profile-name"
        label="Name"
        type="text"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField id="profile-semester" label="Semester" required error={errors.semester?.message} {...form.register('semester')}>
        <option value="" disabled>
          Select Semester
        </option>
        {SEMESTERS.map((n) => (
          <option key={n} value={String(n)}>
            {n} Semester
          </option>
        ))}
      </SelectField>
      <FormError message={error} />
      {saved && <Notice>Your details have been saved.</Notice>}
      <SubmitButton disabled={update.isPending} pending={update.isPending}>
        Save details
      </SubmitButton>
    </form>
  );
}
