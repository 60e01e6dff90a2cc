import { Carousel, CarouselItem } from './Carousel';
import { ServiceCard } from './ServiceCard';
import { FIRST_YEAR_SYLLABUS_DOWNLOAD, PYQ_BUNDLE_DOWNLOAD } from '@/lib/site-files';
import { yearByKey, type YearKey } from '@/lib/years';

type Tile = { title: string; description: string; imageUrl: string; downloadUrl: string; fileType: 'PDF' | 'ZIP' };

// SPEC §2: the six service tiles of a year. Tiles point to that year's pages; the syllabus
// and YouTube tiles use the first-year syllabus download, Placement the PYQ bundle.
export function serviceTiles(key: YearKey): Tile[] {
  const y = yearByKey(key);
  const syllabus = key === 'firstYear' ? FIRST_YEAR_SYLLABUS_DOWNLOAD : y.routes.syllabusPdf;
  return [
    { title: 'Latest Syllabus', description: `AKTU syllabus for ${y.label.toLowerCase()} year`, imageUrl: 'Syllabus', downloadUrl: syllabus, fileType: 'PDF' },
    { title: 'Previous Year Questions', description: 'Papers grouped by subject', imageUrl: 'PYQ', downloadUrl: y.routes.pyq, fileType: 'PDF' },
    {
      title: 'Important Questions',
      description: 'What is asked most often',
      imageUrl: 'Important Topics',
      downloadUrl: y.routes.importantTopics,
      fileType: 'PDF',
    },
    { title: 'Latest Quantum', description: 'Quantum series for every subject', imageUrl: 'Quantum', downloadUrl: y.routes.quantum, fileType: 'PDF' },
    {
      title: 'Youtube Channel',
      description: 'Lectures and exam tips',
      imageUrl: 'Youtube',
      downloadUrl: FIRST_YEAR_SYLLABUS_DOWNLOAD,
      fileType: 'PDF',
    },
    {
      title: 'Placement',
      description: 'PYQ bundle for placement preparation',
      imageUrl: 'Placement',
      downloadUrl: PYQ_BUNDLE_DOWNLOAD,
      fileType: 'ZIP',
    },
  ];
}

export function ServicesCarousel({ year }: { year: YearKey }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`services-${year}`}>
      <h2 id={`services-${year}`} className="text-2xl font-bold">
        Services
      </h2>
      <p className="mb-4 text-slate-600">Experience the difference with the premium services we provide</p>
      <Carousel label="Services">
        {serviceTiles(year).map((t) => (
          <CarouselItem key={t.title}>
            <ServiceCard title={t.title} description={t.description} href={t.downloadUrl} label={t.imageUrl} />
          </CarouselItem>
        ))}
      </Carousel>
    </section>
  );
}
