import { SafeLink } from '@/components/SafeLink';
import type { Course, ItemType } from '../api/types';
import { useOwns } from '../hooks/use-owns';
import { BuyButton } from './BuyButton';
import { ViewNowLink } from './ViewNowLink';

const COURSE_ACTION = 'Buy Now – Start Learning';

type Props = {
  course: Course;
  type?: ItemType; // what the card said it sells; unknown on a direct visit (useBuy finds out)
  className: string;
  fallbackClassName?: string;
};

// An item page's action for a premium course or Brevi notes card (its details page and its
// preview page): the owned item's download, a free item's file, or Buy Now, which opens the
// checkout right there.
export function CourseAction({ course, type, className, fallbackClassName = 'text-slate-600' }: Props) {
  const owned = useOwns(course.id);
  if (owned) return <ViewNowLink id={course.id} className={className} />;
  if (course.price <= 0) {
    return (
      <SafeLink href={course.downloadUrl} newTab className={className} fallback={<p className={fallbackClassName}>This course cannot be opened right now.</p>}>
        {COURSE_ACTION}
      </SafeLink>
    );
  }
  return (
    <div className="max-w-md">
      <BuyButton id={course.id} type={type} title={course.title} label={COURSE_ACTION} className={className} />
    </div>
  );
}
