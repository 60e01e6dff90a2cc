import { useRef, type ReactNode } from 'react';

// A horizontal, swipeable row of cards with previous/next buttons that scroll by one
// visible width (SPEC §9). Native scrolling keeps it light on cheap phones.
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      {/* relative: the track is the containing block of anything absolutely placed in a slide
          (a screen-reader-only status is), so its scrolling clips it; otherwise a slide far to
          the right widened the whole page on a phone (issue 48). */}
      <div ref={track} tabIndex={0} className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin]">
        {children}
      </div>
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          aria-label={`Scroll ${label} left`}
          onClick={() => scroll(-1)}
          className="rounded-full bg-white px-4 py-2 shadow hover:bg-slate-100"
        >
          ‹
        </button>
        <button
          type="button"
          aria-label={`Scroll ${label} right`}
          onClick={() => scroll(1)}
          className="rounded-full bg-white px-4 py-2 shadow hover:bg-slate-100"
        >
          ›
        </button>
      </div>
    </section>
  );
}

export function CarouselItem({ children }: { children: ReactNode }) {
  return <div className="w-72 shrink-0 snap-start sm:w-80">{children}</div>;
}
