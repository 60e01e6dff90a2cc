import { Carousel, CarouselItem } from './Carousel';
import { SafeLink } from './SafeLink';
import { yearByKey, type YearKey } from '@/lib/years';

type Tile = { title: string; description: string; imageUrl: string; downloadUrl: string; fileType: 'PDF' | 'ZIP' };

// SPEC §2: the six service tiles of a year. Tiles point to that year's pages; the syllabus
// and YouTube tiles use the first-year syllabus download, Placement the PYQ bundle.
export function serviceTiles(key: YearKey): Tile[] {
  const y = yearByKey(key);
  const syllabus = key === 'firstYear' ? '/downloads/first-year-syllabus.pdf' : y.routes.syllabusPdf;
  return [
    { title: 'Latest Syllabus', description: `AKTU syllabus for ${y.label.toLowerCase()} year`, imageUrl: 'Syllabus', downloadUrl: syllabus, fileType: 'PDF' },
    { title: 'Previous Year Questions', description: 'Papers grouped by subject', imageUrl: 'PYQ', downloadUrl: y.routes.pyq, fileType: 'PDF' },
    { title: 'Important Questions', description: 'What is asked most often', imageUrl: 'Important Topics', downloadUrl: y.routes.importantTopics, fileType: 'PDF' },
    { title: 'Latest Quantum', description: 'Quantum series for every subject', imageUrl: 'Quantum', downloadUrl: y.routes.quantum, fileType: 'PDF' },
    { title: 'Youtube Channel', description: 'Lectures and exam tips', imageUrl: 'Youtube', downloadUrl: '/downloads/first-year-syllabus.pdf', fileType: 'PDF' },
    { title: 'Placement', description: 'PYQ bundle for placement preparation', imageUrl: 'Placement', downloadUrl: '/downloads/pyq-bundle.zip', fileType: 'ZIP' },
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
            <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t.imageUrl}</p>
              <h3 className="mt-1 text-lg font-semibold">{t.title}</h3>
              <p className="flex-1 text-sm text-slate-600">{t.description}</p>
              <SafeLink href={t.downloadUrl} className="mt-4 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white" aria-label={`Visit Now: ${t.title}`}>
                Visit Now
              </SafeLink>
            </article>
          </CarouselItem>
        ))}
      </Carousel>
    </section>
  );
}
