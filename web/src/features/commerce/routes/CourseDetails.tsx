import { useLocation, useParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { PriceTag } from '@/components/PriceTag';
import { SafeLink } from '@/components/SafeLink';
import { safeUrl } from '@/lib/url-safety';
import { useCourse } from '../api/get-course';
import type { Course } from '../api/types';

function fromState(state: unknown, id: string): Course | null {
  const course = (state as { course?: Course } | null)?.course;
  return course && course.id === id ? course : null;
}

// Opened with the card's data as navigation state; a direct visit or reload fetches it.
export default function CourseDetails() {
  const { id = '' } = useParams();
  const passed = fromState(useLocation().state, id);
  const query = useCourse(id, passed === null);
  const course = passed ?? query.data ?? null;

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
  if (!course) return <p className="mx-auto max-w-4xl px-4 py-10 text-lg">Course not found.</p>;

  const image = safeUrl(course.imageUrl);
  const discount = course.discountPercentage ?? 50;
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{course.title}</h1>
        {course.description && <p className="mt-2 text-slate-600">{course.description}</p>}
        <div className="mt-4">
          <PriceTag price={course.price} originalPrice={course.originalPrice} />
          <p className="mt-1 text-sm font-semibold text-rose-700">{discount}% off</p>
        </div>
        <SafeLink
          href={course.downloadUrl}
          newTab
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          fallback={<p className="mt-6 text-slate-600">This course cannot be opened right now.</p>}
        >
          Buy Now – Start Learning
        </SafeLink>
        <section className="mt-8 text-sm text-slate-600">
          <h2 className="font-semibold text-slate-800">Terms and conditions</h2>
          <p>
            Prices are in INR and GST is added at checkout. Access is for your personal study only; sharing your copy is not allowed. See our payment terms for
            refunds.
          </p>
        </section>
      </div>
      {image && <img src={image.href} alt={course.title} width={640} height={360} className="w-full rounded-2xl shadow" />}
    </article>
  );
}
