import { SafeLink } from '@/components/SafeLink';
import { SaveOfflineButton } from '@/components/SaveOfflineButton';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { useRecordOpen } from '@/lib/library';
import type { Material } from '../api/types';
import { useDownloadHref } from '../lib/download-link';

// SPEC §2: the imageUrl text is the card's heading (not a picture); fileType is not shown.
// "Save to my library" shares the download's row, so the card keeps its height; a signed-in
// student's download is recorded in their recently opened items.
export function MaterialCard({ item }: { item: Material }) {
  const href = useDownloadHref(item.id, item.downloadUrl);
  const recordOpen = useRecordOpen();
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="rounded-xl bg-brand-50 px-3 py-6 text-center text-xl font-bold text-brand-700">{item.imageUrl}</h3>
      <h4 className="mt-4 font-semibold">{item.title}</h4>
      <p className="mt-1 flex-1 text-sm text-slate-600">{item.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <SafeLink
          href={href}
          newTab
          onOpen={() => recordOpen('material', item.id)}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          fallback={<p className="text-sm text-slate-500">Download not available</p>}
        >
          Download Now
        </SafeLink>
        <SaveToLibraryButton kind="material" id={item.id} title={item.title} />
        <ReportProblemButton kind="material" id={item.id} title={item.title} />
      </div>
      <SaveOfflineButton file={{ url: item.downloadUrl, title: item.title, subject: item.subject, item: { kind: 'material', id: item.id } }} />
    </article>
  );
}
