import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '@/components/QueryView';
import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList, product } from '@/lib/structured-data';
import { projectsQuery, useProjects } from '../api/get-projects';
import type { Project, ProjectLevel } from '../api/types';
import { ProjectCard } from '../components/ProjectCard';

const LEVELS: { level: ProjectLevel; heading: string }[] = [
  { level: 'beginner', heading: 'Beginner Level Projects' },
  { level: 'intermediate', heading: 'Intermediate Level Projects' },
  { level: 'advanced', heading: 'Advanced Level Projects' },
];
const COLLAPSED = 3;

function LevelSection({ heading, projects, firstId }: { heading: string; projects: Project[]; firstId: string | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? projects : projects.slice(0, COLLAPSED);
  const id = heading.toLowerCase().replace(/\s+/g, '-');
  return (
    <section className="mb-10" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      {projects.length === 0 ? (
        <p className="text-slate-600">No projects at this level yet.</p>
      ) : (
        <ul id={`${id}-list`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} first={p.id === firstId} />
            </li>
          ))}
        </ul>
      )}
      {projects.length > COLLAPSED && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
          className="mt-4 rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </section>
  );
}

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient) => client.prefetchQuery(projectsQuery);

export default function MiniProjects() {
  const projects = useProjects();
  // The projects, each a Product sold on its own page.
  usePageHead(({ path }) => {
    const cards = (projects.data ?? []).map((p) => ({ project: p, url: `/project/${p.id}` }));
    return {
      canonical: path,
      jsonLd: [
        breadcrumbs([HOME_CRUMB, ['Mini projects', path]]),
        itemList(
          'Mini projects',
          cards.map(({ project, url }) => [project.cardTitle, url]),
        ),
        ...cards.map(({ project, url }) => product(project, url, project.cardTitle)),
      ],
    };
  });
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-8 text-2xl font-bold sm:text-3xl">Ready-to-Buy Mini Projects for Students</h1>
      <QueryView query={projects} empty="No mini projects yet. Check back soon." skeletons={6}>
        {(items) => {
          const byLevel = LEVELS.map(({ level, heading }) => ({ level, heading, projects: items.filter((p) => p.level === level) }));
          // The first card on the page (its image is the largest thing on it).
          const firstId = byLevel.find((l) => l.projects.length > 0)?.projects[0]?.id;
          return byLevel.map(({ level, heading, projects }) => <LevelSection key={level} heading={heading} projects={projects} firstId={firstId} />);
        }}
      </QueryView>
    </section>
  );
}
