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
// Loaded lazily by Home (swiper is a quarter of the page's JavaScript otherwise).
export default function HomeServices() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="home-services">
      <h2 id="home-services" className="mb-6 text-center text-2xl font-bold">
        Services
      </h2>
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
          autoplay={{ delay: 3500, disableOnInteraction: false }}
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
