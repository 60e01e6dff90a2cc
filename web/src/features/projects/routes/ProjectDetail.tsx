import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { PageContext } from '@/lib/lazy-page';
import { ErrorText } from '@/components/ErrorText';
import { NotListed } from '@/components/NotListed';
import { PriceTag } from '@/components/PriceTag';
import { SafeLink } from '@/components/SafeLink';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { useRecordView } from '@/lib/library';
import { usePageHead, type PageHeadReport } from '@/lib/page-head';
import { notFoundMeta, projectMeta, usePageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/site';
import { breadcrumbs, HOME_CRUMB, product } from '@/lib/structured-data';
import { safeUrl } from '@/lib/url-safety';
import { projectQuery, useProject } from '../api/get-projects';
import { screenshots, technologies, type Project } from '../api/types';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, _props: object, { params }: PageContext) => client.prefetchQuery(projectQuery(params.id ?? ''));

// The page's head (lib/page-head): the project as a Product, described by its own text when it
// has one; an unknown id 404.
function projectHead(id: string, project: Project | null | undefined): PageHeadReport | null {
  const canonical = `/project/${id}`;
  if (project === null) return { canonical, status: 404 };
  if (!project) return null;
  const ld = product(project, canonical, project.cardTitle);
  if (project.proj_desc) ld.description = project.proj_desc;
  return { canonical, ogType: 'product', jsonLd: [breadcrumbs([HOME_CRUMB, ['Mini projects', '/mini_project'], [project.site_name, canonical]]), ld] };
}

export default function ProjectDetail() {
  const { id = '' } = useParams();
  const query = useProject(id);
  const site = useSiteName();
  usePageMeta(query.data ? projectMeta(query.data, site) : query.data === null ? notFoundMeta('This project is not available', site) : null);
  usePageHead(() => projectHead(id, query.data));
  // A signed-in student's visit goes to their recently opened items.
  useRecordView(query.data ? { kind: 'project', id: query.data.id } : null);
  if (query.isPending)
    return (
      <p className="mx-auto max-w-5xl px-4 py-10" role="status">
        Loading project...
      </p>
    );
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <ErrorText message="Could not load this project. Check your connection and try again." onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const project = query.data;
  if (!project)
    return (
      <NotListed
        heading="This project is not available"
        message="It may have been removed. Other mini projects are ready to buy."
        to="/mini_project"
        linkText="See all mini projects"
      />
    );

  const [first, ...highlights] = screenshots(project)
    .map(safeUrl)
    .filter((u) => u !== null);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{project.site_name}</h1>
      <p className="text-slate-600">{project.subtitle}</p>
      {first && <img src={first.href} alt={`${project.site_name} screenshot`} width={640} height={360} className="mt-6 w-full rounded-2xl shadow" />}
      {highlights.length > 0 && (
        <ul aria-label="Highlights" className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {highlights.slice(0, 4).map((u, i) => (
            <li key={u.href}>
              <img
                src={u.href}
                alt={`${project.site_name} highlight ${i + 1}`}
                loading="lazy"
                width={320}
                height={180}
                className="w-full rounded-xl shadow-sm"
              />
            </li>
          ))}
        </ul>
      )}
      <section className="mt-8" aria-labelledby="tech">
        <h2 id="tech" className="text-lg font-semibold">
          Technologies
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {technologies(project)
            .slice(0, 5)
            .map((t) => (
              <li key={t} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                {t}
              </li>
            ))}
        </ul>
      </section>
      <section className="mt-8" aria-labelledby="about">
        <h2 id="about" className="text-lg font-semibold">
          About this project
        </h2>
        <p className="mt-2 text-slate-700">{project.proj_desc}</p>
      </section>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <PriceTag pricing={project} />
        <SafeLink href={project.site_url} newTab className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700">
          View project report
        </SafeLink>
        <SafeLink href={project.buy_url} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Get the source code
        </SafeLink>
        {/* With the page's other actions, at its end: the server-rendered page keeps its layout. */}
        <SaveToLibraryButton kind="project" id={project.id} title={project.site_name || project.cardTitle} />
        <ReportProblemButton kind="project" id={project.id} title={project.site_name || project.cardTitle} />
      </div>
    </article>
  );
}
