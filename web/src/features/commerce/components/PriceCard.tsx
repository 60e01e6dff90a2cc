import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PriceTag } from '@/components/PriceTag';
import { meQuery } from '@/lib/auth';
import { safeUrl } from '@/lib/url-safety';
import type { Course } from '../api/types';

// A Brevi Learning notes or premium course card. Buy Now opens the course details with the
// card's data as navigation state, so the details page needs no second request. With
// requireSignIn (Brevi notes), a signed-out student goes to the sign-in modal first and
// comes back to this page afterwards.
export function PriceCard({ course, action = 'Buy Now', requireSignIn = false }: { course: Course; action?: string; requireSignIn?: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const image = safeUrl(course.imageUrl);

  async function buy() {
    if (requireSignIn) {
      // Usually answered from the cache the header filled; unknown counts as signed out.
      const user = await client.ensureQueryData(meQuery).catch(() => null);
      if (!user) {
        navigate('/auth_model', { state: { from: pathname + search } });
        return;
      }
    }
    navigate(`/course-details/${encodeURIComponent(course.id)}`, { state: { course } });
  }

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {image && <img src={image.href} alt="" loading="lazy" width={640} height={360} className="aspect-video w-full object-cover" />}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-rose-700">Limited Time Discount</p>
          <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-700">50% off</span>
        </div>
        <h2 className="mt-2 text-lg font-semibold">{course.cardTitle || course.title}</h2>
        {course.description && <p className="mt-1 flex-1 text-sm text-slate-600">{course.description}</p>}
        <div className="mt-3">
          <PriceTag price={course.price} originalPrice={course.originalPrice} />
        </div>
        <button type="button" onClick={() => void buy()} className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {action}
        </button>
      </div>
    </article>
  );
}
