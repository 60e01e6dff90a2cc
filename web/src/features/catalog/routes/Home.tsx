import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { YearChooser } from '@/components/YearChooser';
import { PopularSection } from '../components/PopularSection';

// The Services carousel is at the bottom of the page and brings Swiper with it: loading it
// after the page keeps /home's first-load JavaScript within its budget
// (scripts/check-budget.mjs). It is loaded only when its placeholder comes near the viewport
// (ServicesWhenNear, below): Swiper's start-up was one of /home's two long tasks (Lighthouse's
// Total Blocking Time, docs/benchmarks.md), and a visitor who never scrolls down never pays it.
const HomeServices = lazy(() => import('../components/HomeServices'));

// How far below (or above) the viewport the placeholder starts the load: a screen or so ahead,
// so the carousel is usually there before it is seen.
const NEAR = '400px 0px';

// The placeholder keeps the carousel's place: 23rem, the section's real height (its padding,
// heading row, 12rem card and the dots' 2.5rem). The server's HTML and the app's first
// render are this same placeholder (the app adopts the server's HTML:
// main.tsx), so nothing moves when the app takes over. The load starts when the placeholder
// comes within NEAR of the viewport, however it got there: scrolling, or the keyboard (Tab to
// the links below it scrolls them, and so the placeholder, into view; Shift+Tab then reaches
// the carousel). The observer goes once the load has started; the carousel then stays.
// Where there is no IntersectionObserver (jsdom in tests; very old browsers) the app loads it
// at once; the server's render (no window) draws the placeholder.
const cannotObserve = () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

function ServicesWhenNear() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(cannotObserve);
  useEffect(() => {
    const el = placeholder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const fallback = <div ref={placeholder} className="h-[23rem]" aria-hidden="true" />;
  return <Suspense fallback={fallback}>{near ? <HomeServices /> : fallback}</Suspense>;
}

const POPULAR = [
  { title: 'IT Job Portal', text: 'Fresher and experienced jobs, filtered for you', to: '/Job_portal' },
  { title: 'Previous Year Questions', text: 'Every paper, grouped by subject', to: '/pyq' },
  { title: 'Important Topics', text: 'Revise what is asked most', to: '/important-topics' },
  { title: 'Mini Projects', text: 'Ready-to-submit projects with reports', to: '/mini_project' },
  { title: 'Brevi Learning Notes', text: 'Complete notes at 50% off', to: '/brevi_learning' },
];

const STATS = [
  { value: '3K+', label: 'study resources' },
  { value: '10K+', label: 'users' },
  { value: '1K+', label: 'cities' },
];

// search: the site-wide search box (features/search), placed in the hero by the app
// (app/routes/Home.tsx), since features never import each other; recent: a signed-in student's
// recently opened items (features/library), under the hero, nothing for visitors.
export default function Home({ search, recent }: { search?: ReactNode; recent?: ReactNode }) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-sky-600 px-4 py-14 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-extrabold sm:text-5xl">Everything you need for your B.Tech exams</h1>
          <p className="mt-4 max-w-2xl text-lg text-indigo-100">
            Syllabus, previous-year papers, important topics, Quantum, notes and practical files — free, for every year.
          </p>
          <p className="mt-2 text-indigo-100">Study smart the night before. Score better the morning after.</p>
          {search && <div className="mt-6 max-w-2xl">{search}</div>}
        </div>
      </section>

      {recent}

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="popular">
        <h2 id="popular" className="mb-6 text-2xl font-bold">
          Popular Services
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {POPULAR.map((p) => (
            <li key={p.title}>
              <Link to={p.to} className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
                <h3 className="font-semibold">{p.title}</h3>
                <p className="text-sm text-slate-600">{p.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Pathshala in numbers" className="bg-slate-900 px-4 py-10 text-white">
        <dl className="mx-auto grid max-w-4xl grid-cols-3 gap-4 text-center">
          {STATS.map((s) => (
            <div key={s.label}>
              <dt className="sr-only">{s.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{s.value}</dd>
              <dd className="text-sm text-slate-300">{s.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <YearChooser as="h2" heading="What year do you in study?" button="Visit Now" to={(y) => y.routes.studyMaterial} />

      <p className="mx-auto max-w-6xl px-4 text-center text-slate-600">Made by students, for students. Learn anywhere, even on a slow connection.</p>

      <div className="mx-auto max-w-6xl px-4">
        <PopularSection />
      </div>

      <ServicesWhenNear />
    </>
  );
}
