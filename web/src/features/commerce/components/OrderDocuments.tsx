import { formatPaisePrice } from '@/lib/format';
import type { InvoiceRef } from '../api/types';
import { siteDownloadUrl } from '../lib/download';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

// An order's PDFs: its tax invoice (a receipt when the seller is not GST-registered) and a
// credit note per processed refund. Plain download links: the server sends each one as an
// attachment to the buyer's session. The numbers show, since students quote them.
export function OrderDocuments({ invoice, creditNotes = [] }: { invoice?: InvoiceRef | null; creditNotes?: InvoiceRef[] }) {
  const invoiceHref = invoice ? siteDownloadUrl(invoice.url) : null;
  const notes = creditNotes.flatMap((n) => {
    const href = siteDownloadUrl(n.url);
    return href ? [{ ...n, href }] : [];
  });
  if (!invoiceHref && notes.length === 0) return null;
  return (
    <ul aria-label="Invoices" className="mt-3 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
      {invoice && invoiceHref && (
        <li>
          <a href={invoiceHref} download className={linkClass}>
            {invoice.kind === 'receipt' ? 'Download receipt' : 'Download invoice'} <span className="font-normal text-slate-600">{invoice.number}</span>
          </a>
        </li>
      )}
      {notes.map((n) => (
        <li key={n.number}>
          <a href={n.href} download className={linkClass}>
            Credit note {n.number} — {formatPaisePrice(n.amount)}
          </a>
        </li>
      ))}
    </ul>
  );
}
