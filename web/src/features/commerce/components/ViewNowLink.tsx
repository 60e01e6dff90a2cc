import { purchaseDownloadPath } from '../lib/download';

// An owned item's download, in place of Buy Now. A plain link: the server sends the file
// (as an attachment) to its buyer's session.
export function ViewNowLink({ id, label = 'View Now', className }: { id: string; label?: string; className: string }) {
  return (
    <a href={purchaseDownloadPath(id)} className={className}>
      {label}
    </a>
  );
}
