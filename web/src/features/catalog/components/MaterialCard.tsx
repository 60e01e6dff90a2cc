import { PreviewThumbnailLink } from '@/components/PreviewThumbnailLink';
import { SaveOfflineButton } from '@/components/SaveOfflineButton';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import type { Material } from '../api/types';
import { DownloadLink } from './DownloadLink';

// SPEC §2: the imageUrl text is the card's heading (not a picture); fileType is not shown.
// "Save to my library" shares the download's row, so the card keeps its height; a signed-in
// student's download is recorded in their recently opened items. A file on this site has a
// preview: its first page beside the title, linking to the preview page.
export function MaterialCard({ item }: { item: Material }) {
  const text = (
    <>
      <h4 className="font-semibold">{item.title}</h4>
      <p className="mt-1 text-sm text-slate-600">{item.description}</p>
    </>
  );
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="rounded-xl bg-brand-50 px-3 py-6 text-center text-xl font-bold text-brand-700">{item.imageUrl}</h3>
      {item.preview ? (
        <div className="mt-4 flex flex-1 items-start gap-3">
          <div className="min-w-0 flex-1">{text}</div>
          <PreviewThumbnailLink kind="material" id={item.id} title={item.title} thumbnailReady={item.thumbnail === true} />
        </div>
      ) : (
        <div className="mt-4 flex-1">{text}</div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <DownloadLink
          kind="material"
          id={item.id}
          downloadUrl={item.downloadUrl}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          fallback={<p className="text-sm text-slate-500">Download not available</p>}
        >
          Download Now
        </DownloadLink>
        <SaveToLibraryButton kind="material" id={item.id} title={item.title} />
        <ReportProblemButton kind="material" id={item.id} title={item.title} />
      </div>
      <SaveOfflineButton file={{ url: item.downloadUrl, title: item.title, subject: item.subject, item: { kind: 'material', id: item.id } }} />
    </article>
  );
}
