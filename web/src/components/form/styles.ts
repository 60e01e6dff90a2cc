// The look of form controls, shared by the sign-in forms and the admin forms.
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-red-500';
export const labelClass = 'block text-sm font-medium text-slate-700';
export const hintClass = 'mt-1 text-xs text-slate-500';
export const fieldErrorClass = 'mt-1 text-sm text-red-700';
export const primaryButtonClass =
  'w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
