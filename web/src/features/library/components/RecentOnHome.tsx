import { Link } from 'react-router';
import { useRecent } from '@/lib/library';
import { RecentList } from './RecentList';

const SHOWN = 5;

// "Recently opened" on /home: the last few items the student opened, and the way to the rest
// (/library). Shown only once there is something to show: nothing while loading, when the list
// is empty or when it cannot be loaded.
export default function RecentOnHome() {
  const recent = useRecent();
  if (!recent.data?.length) return null;
  return (
    <section aria-labelledby="home-recent" className="mx-auto max-w-6xl px-4 pt-10">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="home-recent" className="text-2xl font-bold">
          Recently opened
        </h2>
        <Link to="/library" className="text-sm font-semibold text-brand-700 underline">
          See all<span className="sr-only"> in My library</span>
        </Link>
      </div>
      <RecentList items={recent.data.slice(0, SHOWN)} label="Recently opened" />
    </section>
  );
}
