import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { purchaseDownloadPath, siteDownloadUrl } from '../lib/download';

type Props = { id: string; title: string; coupon: string | null; downloadUrl: string | null; onClose: () => void };

// A coupon made the item free: the server granted it at once, with no Razorpay. Says so (and
// takes focus, since the form it replaces had it) and offers the download, as My purchases does.
export function FreeGranted({ id, title, coupon, downloadUrl, onClose }: Props) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  const href = siteDownloadUrl(downloadUrl) ?? purchaseDownloadPath(id);
  return (
    <div className="mt-4 space-y-4">
      <p
        ref={message}
        role="status"
        tabIndex={-1}
        className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 font-medium text-emerald-900 focus:outline-none"
      >
        {coupon ? `It's yours — free with coupon ${coupon}.` : "It's yours."}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <a href={href} className="rounded-lg bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700">
          Download<span className="sr-only"> {title}</span>
        </a>
        <Link to="/purchases" className="rounded-lg px-4 py-2 text-center font-semibold text-brand-700 underline underline-offset-2">
          My purchases
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 sm:ml-auto"
        >
          Close
        </button>
      </div>
    </div>
  );
}
