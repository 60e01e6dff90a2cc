import type { ReactNode } from 'react';
import { SafeLink } from '@/components/SafeLink';
import { useRecordOpen } from '@/lib/library';
import { useDownloadHref } from '../lib/download-link';

type Props = {
  kind: 'material' | 'paper';
  id: string;
  downloadUrl: string;
  className: string;
  children: ReactNode;
  fallback: ReactNode; // when the item has no link the app follows
  'aria-label'?: string;
};

// A free material's or paper's download, as its card and its preview page offer it: in a new
// tab, through the server's download counter (or the copy saved on this device), and recorded in
// a signed-in student's recently opened items.
export function DownloadLink({ kind, id, downloadUrl, className, children, fallback, ...rest }: Props) {
  const href = useDownloadHref(id, downloadUrl);
  const recordOpen = useRecordOpen();
  return (
    <SafeLink href={href} newTab onOpen={() => recordOpen(kind, id)} className={className} fallback={fallback} aria-label={rest['aria-label']}>
      {children}
    </SafeLink>
  );
}
