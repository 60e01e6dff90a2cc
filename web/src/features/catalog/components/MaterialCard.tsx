import { SafeLink } from '@/components/SafeLink';
import { SaveOfflineButton } from '@/components/SaveOfflineButton';
import type { Material } from '../api/types';
import { useDownloadHref } from '../lib/download-link';

// SPEC §2: the imageUrl text is the card's heading (not a picture); fileType is not shown.
export function MaterialCard({ item }: { item: Material }) {
  const href = useDownloadHref(item.id, item.downloadUrl);
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="rounded-xl bg-brand-50 px-3 py-6 text-center text-xl font-bold text-brand-700">{item.imageUrl}</h3>
      <h4 className="mt-4 font-semibold">{item.title}</h4>
      <p className="mt-1 flex-1 text-sm text-slate-600">{item.description}</p>
      <SafeLink
        href={href}
        newTab
        className="mt-4 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        fallback={<p className="mt-4 text-sm text-slate-500">Download not available</p>}
      >
        Download Now
      </SafeLink>
      <SaveOfflineButton file={{ url: item.downloadUrl, title: item.title, subject: item.subject }} />
    </article>
  );
}
