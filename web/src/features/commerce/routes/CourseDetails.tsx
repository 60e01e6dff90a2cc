import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { PageContext } from '@/lib/lazy-page';
import { ErrorText } from '@/components/ErrorText';
import { NotListed } from '@/components/NotListed';
import { PriceTag } from '@/components/PriceTag';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { useRecordView } from '@/lib/library';
import { usePageHead, type PageHeadReport } from '@/lib/page-head';
import { courseMeta, notFoundMeta, usePageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/site';
import { breadcrumbs, course as courseLd, HOME_CRUMB, product, type Link } from '@/lib/structured-data';
import { safeUrl } from '@/lib/url-safety';
import { courseQuery, useCourse } from '../api/get-course';
import { coursesQuery } from '../api/get-courses';
import type { Course, ItemType } from '../api/types';
import { CourseAction } from '../components/CourseAction';

type Passed = { course?: Course; itemType?: unknown } | null;

function fromState(state: unknown, id: string): Course | null {
  const course = (state as Passed)?.course;
  return course && course.id === id ? course : null;
}

// What the card said it sells; unknown on a direct visit (useBuy then finds out).
function typeFromState(state: unknown): ItemType | undefined {
  const type = (state as Passed)?.itemType;
  return type === 'course' || type === 'notes' ? type : undefined;
}

const actionClass = 'mt-6 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700';

// The page's first data (lib/lazy-page): what it asks for on its first render, and the premium
// course list, which says whether the id is a premium course or a Brevi notes card (the
// course's JSON does not say): the page's structured data differs (courseHead).
export const prefetch = (client: QueryClient, _props: object, { params }: PageContext) =>
  Promise.all([client.prefetchQuery(courseQuery(params.id ?? '')), client.prefetchQuery(coursesQuery)]);

// The page's head (lib/page-head): a premium course is a Course under Premium Courses, a Brevi
// notes card (not in GET /api/courses) a Product under Brevi Learning notes; an unknown id 404.
function courseHead(id: string, course: Course | null | undefined, client: QueryClient, site: string): PageHeadReport | null {
  const canonical = `/course-details/${id}`;
  if (course === null) return { canonical, status: 404 };
  if (!course) return null;
  const premium = client.getQueryData(coursesQuery.queryKey)?.some((c) => c.id === id) ?? false;
  const section: Link = premium ? ['Premium Courses', '/Premium_courses'] : ['Brevi Learning notes', '/brevi_learning'];
  return {
    canonical,
    ogType: 'product',
    jsonLd: [
      breadcrumbs([HOME_CRUMB, section, [course.title, canonical]]),
      premium ? courseLd(course, canonical, site) : product(course, canonical, course.title),
    ],
  };
}

// Opened with the card's data as navigation state; a direct visit or reload fetches it.
// "Buy Now – Start Learning" buys a priced item here (the checkout dialog) and links a free
// item's file; an owned item shows View Now.
export default function CourseDetails() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const passed = fromState(state, id);
  const query = useCourse(id, passed === null);
  const course = passed ?? query.data ?? null;
  const site = useSiteName();
  usePageMeta(course ? courseMeta(course, site) : !passed && query.data === null ? notFoundMeta('This course is not available', site) : null);
  usePageHead(({ client }) => courseHead(id, course ?? (query.data === null ? null : undefined), client, site));
  // A signed-in student's visit goes to their recently opened items (premium courses and Brevi
  // notes are both kind course).
  useRecordView(course ? { kind: 'course', id: course.id } : null);

  if (!passed && query.isPending)
    return (
      <p className="mx-auto max-w-4xl px-4 py-10" role="status">
        Loading course details...
      </p>
    );
  if (!passed && query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <ErrorText message="Could not load this course. Check your connection and try again." onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!course)
    return (
      <NotListed
        heading="This course is not available"
        message="It may have been removed. Other courses and notes are on sale."
        to="/Premium_courses"
        linkText="See all courses"
      />
    );

  const image = safeUrl(course.imageUrl);
  const discount = course.discountPercentage ?? 50;
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{course.title}</h1>
        {course.description && <p className="mt-2 text-slate-600">{course.description}</p>}
        {/* Save beside the price (two lines, taller than the button): the page keeps its layout. */}
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            <PriceTag pricing={course} />
            <p className="mt-1 text-sm font-semibold text-rose-700">{discount}% off</p>
          </div>
          <SaveToLibraryButton kind="course" id={course.id} title={course.title} />
          <ReportProblemButton kind="course" id={course.id} title={course.title} />
        </div>
        <CourseAction course={course} type={typeFromState(state)} className={actionClass} fallbackClassName="mt-6 text-slate-600" />
        <section className="mt-8 text-sm text-slate-600">
          <h2 className="font-semibold text-slate-800">Terms and conditions</h2>
          <p>
            Prices are in INR, and the price shown is what you pay (GST included when it is charged). Access is for your personal study only; sharing your copy
            is not allowed. See our payment terms for refunds.
          </p>
        </section>
      </div>
      {image && <img src={image.href} alt={course.title} width={640} height={360} className="w-full rounded-2xl shadow" />}
    </article>
  );
}
