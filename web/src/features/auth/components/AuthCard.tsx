import type { ReactNode } from 'react';

// The frame of the login and signup pages.
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </section>
  );
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-sm font-semibold text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      <span>OR</span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
