import type { ComponentPropsWithRef, ReactNode } from 'react';
import { fieldErrorClass, hintClass, inputClass, labelClass } from './styles';

// A labelled form control with an optional hint and error below it. The control gets
// aria-invalid when it is invalid (or has an error) and aria-describedby pointing at the hint
// and the error, so screen readers read them with it. Forms that show their problems in one
// FormError paragraph pass `invalid` only; forms with per-field messages pass `error`. Forms
// with optional fields too pass `requiredMark` with `required`: a visible "*" beside the label
// (outside it, so the field's name stays its label; screen readers hear "required" from the
// control's own `required`).
type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  invalid?: boolean;
  requiredMark?: boolean;
};

function aria({ id, hint, error, invalid }: FieldProps, describedBy: string | undefined) {
  const ids = [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    className: inputClass,
  };
}

// A field's hint and error lines, with the ids aria-describedby points at.
function FieldNotes({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </>
  );
}

// The "*" of a required field, beside its label: seen, not read (the control says "required").
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-sm font-semibold text-red-700">
      *
    </span>
  );
}

function Frame({ id, label, hint, error, requiredMark, children }: FieldProps & { children: ReactNode }) {
  const labelled = (
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
  );
  return (
    <div>
      {requiredMark ? (
        <div className="flex items-baseline gap-1">
          {labelled}
          <RequiredMark />
        </div>
      ) : (
        labelled
      )}
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'aria-invalid'>;

// A text, e-mail or password input; spread react-hook-form's register() into it.
export function TextField({ id, label, hint, error, invalid, requiredMark, 'aria-describedby': describedBy, ...input }: FieldProps & InputProps) {
  const field = { id, label, hint, error, invalid };
  return (
    <Frame {...field} requiredMark={requiredMark}>
      <input {...input} {...aria(field, describedBy)} />
    </Frame>
  );
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'aria-invalid'>;

// A select with its options as children; spread react-hook-form's register() into it.
export function SelectField({ id, label, hint, error, invalid, requiredMark, 'aria-describedby': describedBy, children, ...select }: FieldProps & SelectProps) {
  const field = { id, label, hint, error, invalid };
  return (
    <Frame {...field} requiredMark={requiredMark}>
      <select {...select} {...aria(field, describedBy)}>
        {children}
      </select>
    </Frame>
  );
}

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'aria-invalid'>;

// A multi-line text input; spread react-hook-form's register() into it.
export function TextAreaField({
  id,
  label,
  hint,
  error,
  invalid,
  requiredMark,
  'aria-describedby': describedBy,
  rows = 4,
  ...textarea
}: FieldProps & TextAreaProps) {
  const field = { id, label, hint, error, invalid };
  return (
    <Frame {...field} requiredMark={requiredMark}>
      <textarea rows={rows} {...textarea} {...aria(field, describedBy)} />
    </Frame>
  );
}

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'aria-invalid' | 'type'>;

// A checkbox with its label beside it; spread react-hook-form's register() into it.
export function CheckboxField({ id, label, hint, error, invalid, requiredMark, 'aria-describedby': describedBy, ...input }: FieldProps & CheckboxProps) {
  const field = { id, label, hint, error, invalid };
  const { className: _unused, ...attrs } = aria(field, describedBy);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input type="checkbox" {...input} {...attrs} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {requiredMark && <RequiredMark />}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
