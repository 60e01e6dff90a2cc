import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from '../api/keys';
import type { AdminFilesPage } from '../api/types';
import type { FormValues } from '../lib/fields';

// Files the site serves itself, and of those the PDFs and ZIPs, have previews
// (catalog::has_preview on the server).
const ON_THIS_SITE = /^\/(files|downloads)\//;
const PREVIEWABLE = /^\/(files|downloads)\/[^?#\\]*\.(pdf|zip)$/i;

// Beside a priced course's "Free preview pages": how many pages its file has, so an admin
// sees what the setting leaves for buyers. The server never shows a sold file's last page
// free, whatever the setting (file_text/page_access.hpp), and says so here. The file is the
// form's Download link, followed as it changes (an upload fills it).
export function FilePagesNote({ id, control }: { id: string; control: Control<FormValues> }) {
  const url = String(useWatch({ control, name: 'downloadUrl' }) ?? '');
  const local = PREVIEWABLE.test(url) && !url.includes('..');
  const file = useQuery({
    queryKey: adminKeys.previewFile(url),
    queryFn: () => apiGet<AdminFilesPage>(`/api/admin/files?url=${encodeURIComponent(url)}`, { cache: 'no-store' }),
    enabled: local,
  });
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm text-slate-600">
      {pagesText(url, local, file)}
    </p>
  );
}

function pagesText(url: string, local: boolean, file: { isPending: boolean; isError: boolean; data?: AdminFilesPage }): string {
  if (!url) return 'Upload the file to see how many pages it has.';
  if (!local) return ON_THIS_SITE.test(url) ? 'Only PDF and ZIP files have a preview.' : 'The file is on another site, so it has no preview.';
  if (file.isError) return 'The file’s page count could not be loaded.';
  if (file.isPending || !file.data) return 'Looking up the file’s pages…';
  const read = file.data.items[0];
  if (!read || read.state === 'queued' || read.state === 'running') return 'The file is being read; its page count shows here when it is done.';
  if (read.state === 'failed') return 'The file could not be read, so it has no preview.';
  const pages = read.pageCount;
  const free = Math.max(0, pages - 1);
  return `The file has ${pages} ${pages === 1 ? 'page' : 'pages'}: before buying, a student sees at most ${free === 0 ? 'none' : free} (the last page is always for buyers).`;
}
