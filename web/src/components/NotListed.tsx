import { Link } from 'react-router';

// An item page whose id the server does not know (it answers 404): what happened and the way
// back to the list, as a heading a crawler and a screen reader find (the page's title says the same).
export function NotListed({ heading, message, to, linkText }: { heading: string; message: string; to: string; linkText: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Link to={to} className="mt-6 inline-block rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        {linkText}
      </Link>
    </section>
  );
}
