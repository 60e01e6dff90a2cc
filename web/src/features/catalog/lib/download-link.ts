import { useIsSaved } from '@/lib/saved-files';
import { safeUrl } from '@/lib/url-safety';

// Where a material's or paper's download link goes: through the server's counter
// (/api/downloads/{id}, which answers with the file), so "Most downloaded this week" and the
// admin tables know; but a file saved on this device opens from its own address, which the
// service worker answers from the saved copy even with no network. null: no safe link at all.
export function useDownloadHref(id: string, downloadUrl: string): string | null {
  const saved = useIsSaved(downloadUrl);
  if (!safeUrl(downloadUrl)) return null;
  return saved ? downloadUrl : `/api/downloads/${encodeURIComponent(id)}`;
}
