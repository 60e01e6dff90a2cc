import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { ServiceCard } from '@/components/ServiceCard';

export const HOME_SERVICES = [
  { title: 'Latest Syllabus', description: 'AKTU syllabus for every year', link: '/syllabus' },
  { title: 'Previous Year Paper', description: 'Papers grouped by subject', link: '/pyq' },
  { title: 'Important Questions', description: 'What is asked most often', link: '/important-topics' },
  { title: 'Brevi Learning Notes', description: 'Priced notes, 50% off', link: '/brevi_learning' },
  { title: 'Quantum', description: 'Quantum series for every subject', link: '/quantum' },
  { title: 'Practical Files', description: 'Lab files with code and output', link: '/practical_files/All_year_pract' },
  { title: 'Handwritten Notes', description: 'Unit-wise notes to revise fast', link: '/handwritten_Notes/year_selection' },
  { title: 'Premium Courses', description: 'Placement-ready courses', link: '/Premium_courses' },
] as const;

const arrowClass =
  'absolute top-1/2 z-10 -mt-8 flex h-10 w-10 items-center justify-center rounded-full bg-white text-2xl text-brand-700 shadow ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

// SPEC §2 / §9: 1 slide per view from 640px, 3 from 1024px, gaps 20 and 30, autoplay
// every 3500 ms that keeps going after interaction, clickable pagination, arrows.
// The arrows are our own buttons in the gutters beside the track (px-12), not Swiper's
// arrows drawn over the slides: those covered the first and last cards' "Visit Now".
// Loaded lazily by Home, once its place comes near the viewport (swiper is a quarter of the
// page's JavaScript, and its start-up a long task).
// WCAG 2.2.2: moving content needs a way to stop it, so a Pause/Play button stops and starts
// the autoplay; for a visitor who prefers reduced motion it starts paused.
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function HomeServices() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // Swiper reads the autoplay settings once, when it starts; the button drives it afterwards.
  const [autoplay] = useState(() => ({ enabled: playing, delay: 3500, disableOnInteraction: false }));
  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="home-services">
      {/* The button sits in the heading's row (no taller than it), so the section keeps the
          height of Home's placeholder. Its name reads "Pause slideshow" / "Play slideshow". */}
      <div className="relative mb-6">
        <h2 id="home-services" className="text-center text-2xl font-bold">
          Services
        </h2>
        <button
          type="button"
          onClick={toggle}
          className="absolute top-0 right-0 rounded-lg border border-brand-600 bg-white px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
          {playing ? 'Pause' : 'Play'}
          <span className="sr-only"> slideshow</span>
        </button>
      </div>
      <div className="relative px-12">
        <button type="button" aria-label="Previous services" onClick={() => swiper?.slidePrev()} className={`${arrowClass} left-0`}>
          <span aria-hidden="true">‹</span>
        </button>
        <Swiper
          modules={[Pagination, Autoplay]}
          onSwiper={setSwiper}
          slidesPerView={1}
          spaceBetween={20}
          breakpoints={{ 640: { slidesPerView: 1, spaceBetween: 20 }, 1024: { slidesPerView: 3, spaceBetween: 30 } }}
          autoplay={autoplay}
          pagination={{ clickable: true }}
          loop
          className="pb-10!"
        >
          {HOME_SERVICES.map((s) => (
            <SwiperSlide key={s.title}>
              <ServiceCard title={s.title} description={s.description} href={s.link} />
            </SwiperSlide>
          ))}
        </Swiper>
        <button type="button" aria-label="Next services" onClick={() => swiper?.slideNext()} className={`${arrowClass} right-0`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
