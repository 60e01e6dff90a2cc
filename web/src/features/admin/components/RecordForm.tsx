import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, FormError, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import type { YearKey } from '@/lib/years';
import { useCreateRecord } from '../api/create-record';
import { getAdminRecord } from '../api/get-record';
import { useUpdateRecord } from '../api/update-record';
import type { AdminOptions, AdminRecord } from '../api/types';
import { collectionPath, recordPath, type Category } from '../lib/categories';
import { formFields, formSchema, toFormValues, toRecordJson, type FieldDef, type FormValues } from '../lib/fields';
import { UploadField } from './UploadField';
import { UploadSpace } from './UploadSpace';
import { FilePagesNote } from './FilePagesNote';

export const CONFLICT_MESSAGE = 'Someone else changed this record. Reload it to see their change.';

type Props = {
  category: Category;
  year: YearKey;
  options: AdminOptions;
  editing: AdminRecord | null; // null: create mode
  onSaving: () => void; // the form is being sent (an earlier "Saved" no longer applies)
  onSaved: (record: AdminRecord) => void;
  onCancel: () => void;
  onReloaded: (record: AdminRecord) => void;
};

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : 'Could not save. Please try again.';
}

// The add / edit form of one category (SPEC §4 "Admin form"). The parent remounts it (key)
// for another record or after a save, so its values always start from the record.
export function RecordForm({ category, year, options, editing, onSaving, onSaved, onCancel, onReloaded }: Props) {
  const fields = useMemo(() => formFields(category), [category]);
  const schema = useMemo(() => formSchema(fields), [fields]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: toFormValues(fields, editing ?? undefined),
  });
  const create = useCreateRecord(collectionPath(category, year));
  const update = useUpdateRecord();
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [uploads, setUploads] = useState(0); // uploads under way: their links are not in the form yet
  const busy = create.isPending || update.isPending || reloading || uploads > 0;
  const idPrefix = `admin-${category.kind}`;
  const errors = form.formState.errors;

  // Edit moves the focus to the form, which may be far from the Edit button on a phone.
  useEffect(() => {
    if (editing) form.setFocus(fields[0].name);
  }, [editing, fields, form]);

  function handleError(e: unknown) {
    if (e instanceof ApiError && e.status === 409) {
      setConflict(true);
      setError(e.extra.fromServer && e.code !== 'conflict' ? e.message : CONFLICT_MESSAGE);
      return;
    }
    const field = e instanceof ApiError ? e.extra.field : undefined;
    if (field && fields.some((f) => f.name === field)) {
      form.setError(field, { type: 'server', message: errorMessage(e) }, { shouldFocus: true });
      setError('Please correct the highlighted field.');
      return;
    }
    setError(errorMessage(e));
  }

  const submit = form.handleSubmit((values) => {
    setError(null);
    setConflict(false);
    onSaving();
    const body = toRecordJson(fields, values);
    const done = { onSuccess: onSaved, onError: handleError };
    if (editing) update.mutate({ path: recordPath(category, year, editing.id), version: editing.version, body }, done);
    else create.mutate(body, done);
  });

  async function reload() {
    if (!editing) return;
    setReloading(true);
    try {
      onReloaded(await getAdminRecord(recordPath(category, year, editing.id)));
    } catch (e) {
      setError(errorMessage(e));
      setReloading(false);
    }
  }

  function control(f: FieldDef) {
    const id = `${idPrefix}-${f.name}`;
    const message = errors[f.name]?.message;
    // Required fields (SPEC §5) say so: `required` for screen readers, a "*" beside the label.
    const common = { id, label: f.label, hint: f.hint, error: typeof message === 'string' ? message : null, required: f.required, requiredMark: f.required };
    const reg = form.register(f.name);
    switch (f.type) {
      case 'textarea':
        return <TextAreaField {...common} {...reg} />;
      case 'checkbox':
        return <CheckboxField {...common} {...reg} />;
      case 'upload':
        return (
          <UploadField
            {...common}
            accept={f.accept}
            input={reg}
            onUploading={(on) => setUploads((n) => n + (on ? 1 : -1))}
            onUploaded={(url) => form.setValue(f.name, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          />
        );
      case 'description': {
        const current = String(form.getValues(f.name) ?? '');
        const known = options.descriptions.some((d) => d.text === current);
        return (
          <SelectField {...common} {...reg}>
            <option value="">Choose a description</option>
            {options.descriptions.map((d) => (
              <option key={d.label} value={d.text}>
                {d.label}
              </option>
            ))}
            {current && !known && <option value={current}>{current}</option>}
          </SelectField>
        );
      }
      case 'imageLabel':
      case 'fileType':
      case 'level': {
        const choices = f.type === 'imageLabel' ? options.imageLabels : f.type === 'fileType' ? options.fileTypes : options.levels;
        const current = String(form.getValues(f.name) ?? '');
        return (
          <SelectField {...common} {...reg}>
            {f.type !== 'fileType' && <option value="">Choose…</option>}
            {choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            {current && !choices.includes(current) && <option value={current}>{current}</option>}
          </SelectField>
        );
      }
      case 'price':
      case 'integer':
      case 'percent':
        if (f.name === 'previewPages') {
          // The file's page count beside the setting (issue 48).
          const noteId = `${id}-pages`;
          return (
            <div>
              <TextField {...common} inputMode="numeric" aria-describedby={noteId} {...reg} />
              <FilePagesNote id={noteId} control={form.control} />
            </div>
          );
        }
        return <TextField {...common} inputMode="numeric" {...reg} />;
      case 'link':
        return <TextField {...common} inputMode="url" {...reg} />;
      default:
        return <TextField {...common} {...reg} />;
    }
  }

  const title = editing ? `Edit ${category.label} record` : `Add to ${category.label}`;
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(e) => (busy ? e.preventDefault() : void submit(e))}
      className="@container space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {fields.some((f) => f.required) && (
        // Seen, not read: each required control says "required" itself.
        <p aria-hidden="true" className="text-sm text-slate-600">
          * marks a required field.
        </p>
      )}
      {fields.some((f) => f.type === 'upload') && <UploadSpace />}
      {/* Two fields a row when the form is wide enough (a container query: beside the records
          on a wide screen the form is narrower than on a tablet). */}
      <div className="grid gap-4 @md:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name} className={f.type === 'textarea' || f.type === 'upload' ? '@md:col-span-2' : undefined}>
            {control(f)}
          </div>
        ))}
      </div>
      {error && (
        <div className="space-y-2">
          <FormError message={error} />
          {conflict && editing && (
            <button
              type="button"
              onClick={() => void reload()}
              disabled={reloading}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              Reload
            </button>
          )}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-48">
          <SubmitButton disabled={busy} pending={create.isPending || update.isPending}>
            {editing ? 'Save changes' : 'Add record'}
          </SubmitButton>
        </div>
        {editing && (
          <button type="button" onClick={onCancel} className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50">
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
