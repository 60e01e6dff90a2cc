import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isServerFile, safeUrl } from '@/lib/url-safety';

type Props = {
  href: unknown;
  children: ReactNode;
  className?: string;
  newTab?: boolean; // open site-relative files in a new tab too (http links always do)
  fallback?: ReactNode; // shown when the link is not safe to render
  'aria-label'?: string;
  // Runs when the link is followed (a click, or a middle click that opens a tab), without
  // stopping it: e.g. recording a download (lib/library).
  onOpen?: () => void;
};

// Renders a link from data only when it is safe: http(s) opens in a new tab, /files and
// /downloads go straight to the server, other site paths use the app's router.
export function SafeLink({ href, children, className, newTab, fallback = null, onOpen, ...rest }: Props) {
  const url = safeUrl(href);
  if (!url) return <>{fallback}</>;
  const events = onOpen
    ? {
        onClick: () => onOpen(),
        onAuxClick: (e: { button: number }) => {
          if (e.button === 1) onOpen();
        },
      }
    : {};
  if (url.external || newTab) {
    return (
      <a href={url.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={rest['aria-label']} {...events}>
        {children}
      </a>
    );
  }
  if (isServerFile(url.href)) {
    return (
      <a href={url.href} className={className} aria-label={rest['aria-label']} {...events}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url.href} className={className} aria-label={rest['aria-label']} {...events}>
      {children}
    </Link>
  );
}
