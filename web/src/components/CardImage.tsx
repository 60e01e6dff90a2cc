import { safeUrl } from '@/lib/url-safety';

// A card's picture (16:9, sized so nothing moves when it arrives), or nothing when the link is
// not one the app follows. first: the page's first card, whose image is its largest element
// (its LCP): fetched at once with high priority, as the server's first HTML (this same card)
// asks; the others load as they scroll into view.
export function CardImage({ url, first = false }: { url: string | undefined; first?: boolean }) {
  const image = safeUrl(url);
  if (!image) return null;
  return (
    <img
      src={image.href}
      alt=""
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      width={640}
      height={360}
      className="aspect-video w-full object-cover"
    />
  );
}
