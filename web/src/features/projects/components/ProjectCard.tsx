import { Link } from 'react-router';
import { CardImage } from '@/components/CardImage';
import { PriceTag } from '@/components/PriceTag';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import type { Project } from '../api/types';
import { ITEM_PAGES, itemPagePath } from '@/lib/paths';

// first: the page's first card, its image fetched at once (CardImage). "Save to my library"
// shares View Details' row, so the card keeps its height.
export function ProjectCard({ project, first = false }: { project: Project; first?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage url={project.image} first={first} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold">{project.cardTitle}</h3>
        <p className="text-sm text-slate-600">{project.subtitle}</p>
        <div className="mt-3 flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-rose-700">Limited Time Discount</p>
          <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-700">50% off</span>
        </div>
        <div className="mt-2 flex-1">
          <PriceTag pricing={project} />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Link
            to={itemPagePath(ITEM_PAGES.project, { id: project.id })}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            aria-label={`View details of ${project.cardTitle}`}
          >
            View Details
          </Link>
          <SaveToLibraryButton kind="project" id={project.id} title={project.cardTitle} />
          <ReportProblemButton kind="project" id={project.id} title={project.cardTitle} />
        </div>
      </div>
    </article>
  );
}
