import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';

// The first problem of a form that shows one message at a time (in a FormError paragraph):
// the first field in `order` with an error, else the form-level (root) error. react-hook-form
// focuses the first invalid field in the same order (the order the fields are registered).
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): { field: Path<T> | 'root'; message: string } | null {
  for (const field of order) {
    const message = (get(errors, field) as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  const root = errors.root?.message;
  return root ? { field: 'root', message: root } : null;
}
