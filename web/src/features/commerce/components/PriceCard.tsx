import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { CardImage } from '@/components/CardImage';
import { PreviewThumbnailLink } from '@/components/PreviewThumbnailLink';
import { PriceTag } from '@/components/PriceTag';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { meQuery } from '@/lib/auth';
import type { Course, ItemType } from '../api/types';
import { useOwns } from '../hooks/use-owns';
import { BuyButton } from './BuyButton';
import { ViewNowLink } from './ViewNowLink';
import { ITEM_PAGES, itemPagePath } from '@/lib/paths';

const buttonClass = 'block w-full rounded-lg bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700';

// previewPages: the first pages of a priced item everyone may see (the server's default is 2).
const hasPreview = (course: Course) => Boolean(course.preview) && (course.price <= 0 || (course.previewPages ?? 2) > 0);

type Props = {
  course: Course;
  type: ItemType;
  // Brevi Learning notes (SPEC §4): Buy Now opens the course details first, where the student
  // buys; a signed-out student goes to the sign-in modal and comes back to this page.
  opensDetails?: boolean;
  // The page's first card: its image is fetched at once (CardImage).
  first?: boolean;
};

// A premium course or Brevi Learning notes card: View Now (its download) when the student owns
// it, else Buy Now. A premium course's Buy Now opens the checkout right here; a free
// item opens its details, where its download link is. "Save to my library" sits beside the
// action (kind course, for both premium courses and Brevi notes), so the card keeps its height.
// A file on this site has a preview: its first page beside the description, linking to the
// preview page (not for a priced item whose seller shows no pages before it is bought).
export function PriceCard({ course, type, opensDetails = false, first = false }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const owned = useOwns(course.id);

  async function openDetails() {
    if (opensDetails) {
      // Usually answered from the cache the header filled; unknown counts as signed out.
      const user = await client.ensureQueryData(meQuery).catch(() => null);
      if (!user) {
        navigate('/auth_model', { state: { from: pathname + search } });
        return;
      }
    }
    navigate(itemPagePath(ITEM_PAGES.course, { id: course.id }), { state: { course, itemType: type } });
  }

  let action;
  if (owned) action = <ViewNowLink id={course.id} className={buttonClass} />;
  else if (opensDetails || course.price <= 0) {
    action = (
      <button type="button" onClick={() => void openDetails()} className={buttonClass}>
        Buy Now
      </button>
    );
  } else action = <BuyButton id={course.id} type={type} title={course.cardTitle || course.title} label="Buy Now" className={buttonClass} />;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage url={course.imageUrl} first={first} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-rose-700">Limited Time Discount</p>
          <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-700">50% off</span>
        </div>
        <h2 className="mt-2 text-lg font-semibold">{course.cardTitle || course.title}</h2>
        {hasPreview(course) ? (
          <div className="mt-1 flex flex-1 items-start gap-3">
            <p className="min-w-0 flex-1 text-sm text-slate-600">{course.description}</p>
            <PreviewThumbnailLink kind="course" id={course.id} title={course.cardTitle || course.title} thumbnailReady={course.thumbnail === true} />
          </div>
        ) : (
          course.description && <p className="mt-1 flex-1 text-sm text-slate-600">{course.description}</p>
        )}
        <div className="mt-3">
          <PriceTag pricing={course} />
        </div>
        <div className="mt-4 flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">{action}</div>
          <SaveToLibraryButton kind="course" id={course.id} title={course.cardTitle || course.title} />
          <ReportProblemButton kind="course" id={course.id} title={course.cardTitle || course.title} />
        </div>
      </div>
    </article>
  );
}
