import { safeUrl } from '@/lib/url-safety';
import type { InvoiceRef } from '../api/types';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

// A PDF of an order (its invoice or receipt, a credit note), as a plain link: the server sends
// it as an attachment to an admin's session too. Only a link that stays on this site.
export function OrderDocumentLink({ doc, children }: { doc: InvoiceRef; children: string }) {
  const url = safeUrl(doc.url);
  if (!url || url.external) return null;
  return (
    <a href={url.href} download className={linkClass}>
      {children} <span className="font-normal text-slate-600">{doc.number}</span>
    </a>
  );
}
