import type { ReactNode } from 'react';
import { SafeLink } from '@/components/SafeLink';
import { useRecordOpen, type LibraryItem } from '@/lib/library';

// An item's Open or Download link. A download opens in a new tab, as the catalog's do, and is
// recorded in the student's recently opened items; a page (job, project, course) opens in the
// app and records its own visit.
export function OpenLink({ item, href, className, children }: { item: LibraryItem; href: string; className: string; children: ReactNode }) {
  const recordOpen = useRecordOpen();
  return (
    <SafeLink
      href={href}
      newTab={item.download}
      onOpen={item.download ? () => recordOpen(item.kind, item.id) : undefined}
      className={className}
      fallback={<span className="text-sm text-slate-500">Not available</span>}
    >
      {children}
    </SafeLink>
  );
}
