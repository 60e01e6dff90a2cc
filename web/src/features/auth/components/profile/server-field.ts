import { ApiError } from '@/lib/api-client';

// The form field a server error is about: the field it names (invalid-field answers carry
// it), or the one its code points at; null for an error of the whole form.
export function serverField<F extends string>(error: unknown, fields: readonly F[], byCode: Partial<Record<string, F>> = {}): F | null {
  if (!(error instanceof ApiError)) return null;
  const named = error.extra.field;
  if (named && (fields as readonly string[]).includes(named)) return named as F;
  return byCode[error.code] ?? null;
}
