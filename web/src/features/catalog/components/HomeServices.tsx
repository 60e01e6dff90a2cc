import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
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

// SPEC §2 / §9: 1 slide per view from 640px, 3 from 1024px, gaps 20 and 30, autoplay
// every 3500 ms that keeps going after interaction, clickable pagination, arrows.
export function HomeServices() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="home-services">
      <h2 id="home-services" className="mb-6 text-center text-2xl font-bold">
        Services
      </h2>
      <Swiper
        modules={[Navigation, Pagination, Autoplay]}
        slidesPerView={1}
        spaceBetween={20}
        breakpoints={{ 640: { slidesPerView: 1, spaceBetween: 20 }, 1024: { slidesPerView: 3, spaceBetween: 30 } }}
        autoplay={{ delay: 3500, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        navigation
        loop
        className="pb-10!"
      >
        {HOME_SERVICES.map((s) => (
          <SwiperSlide key={s.title}>
            <ServiceCard title={s.title} description={s.description} href={s.link} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
