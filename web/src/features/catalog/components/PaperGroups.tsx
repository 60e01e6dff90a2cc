import { Link } from 'react-router';
import type { PreviousYearPaper } from '../api/types';
import { PreviewThumbnailLink } from '@/components/PreviewThumbnailLink';
import { SaveOfflineButton } from '@/components/SaveOfflineButton';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { mostAskedPath } from '@/lib/most-asked';
import { DownloadLink } from './DownloadLink';

// Groups papers under their subject, keeping the server's order (index ascending) inside a
// group and the order in which subjects first appear.
export function groupBySubject(papers: PreviousYearPaper[]): [string, PreviousYearPaper[]][] {
  const groups = new Map<string, PreviousYearPaper[]>();
  for (const p of papers) {
    const subject = p.subject?.trim() || 'Others';
    groups.set(subject, [...(groups.get(subject) ?? []), p]);
  }
  return [...groups.entries()];
}

// The subject's code for its "Most asked questions" page: the first paper's that has one.
// "Others" holds papers of several subjects, so it has none.
export function subjectCode(subject: string, papers: PreviousYearPaper[]): string | null {
  if (subject === 'Others') return null;
  return papers.find((p) => p.subjectCode?.trim())?.subjectCode?.trim() ?? null;
}

const ROW = 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1';

// A paper's link (a signed-in student's download is recorded in their recently opened items),
// then "Save for offline" and "Save to my library". A paper on this site has a preview: its
// first page before the title, linking to the preview page.

function Paper({ paper, subject }: { paper: PreviousYearPaper; subject: string }) {
  const content = (
    <>
      <DownloadLink
        kind="paper"
        id={paper.id}
        downloadUrl={paper.downloadUrl}
        className="text-brand-700 underline-offset-2 hover:underline"
        fallback={<span>{paper.title}</span>}
      >
        {paper.title}
      </DownloadLink>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <SaveOfflineButton
          file={{ url: paper.downloadUrl, title: paper.title, subject, item: { kind: 'paper', id: paper.id } }}
          className="flex flex-wrap items-center gap-2"
        />
        <SaveToLibraryButton kind="paper" id={paper.id} title={paper.title} />
        <ReportProblemButton kind="paper" id={paper.id} title={paper.title} />
      </div>
    </>
  );
  if (!paper.preview) return <li className={ROW}>{content}</li>;
  return (
    <li className="flex items-start gap-3">
      <PreviewThumbnailLink kind="paper" id={paper.id} title={paper.title} thumbnailReady={paper.thumbnail === true} size="small" />
      <div className={`min-w-0 flex-1 ${ROW}`}>{content}</div>
    </li>
  );
}

// Under the subject's heading, from the server's first HTML on (the papers' data holds the
// code), so nothing moves when the app takes over. Not a list item: the papers are the list.
function MostAskedLink({ code, subject }: { code: string; subject: string }) {
  return (
    <p className="mt-0.5 mb-3 text-sm">
      <Link to={mostAskedPath(code)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Most asked questions in {subject}
      </Link>
    </p>
  );
}

export function PaperGroups({ papers }: { papers: PreviousYearPaper[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groupBySubject(papers).map(([subject, list]) => {
        const code = subjectCode(subject, list);
        return (
          <section key={subject} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className={code ? 'text-lg font-semibold' : 'mb-3 text-lg font-semibold'}>{subject}</h2>
            {code && <MostAskedLink code={code} subject={subject} />}
            <ul className="space-y-2">
              {list.map((p) => (
                <Paper key={p.id} paper={p} subject={subject} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
