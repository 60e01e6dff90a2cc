import { Link } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { SkeletonCards } from '@/components/Skeleton';
import { useAuth } from '@/lib/auth';
import { useRecent } from '@/lib/library';
import { RecentList } from '../components/RecentList';
import { SavedList } from '../components/SavedList';

const panel = 'rounded-xl bg-white p-6 text-slate-700 shadow-sm';

function Recent() {
  const recent = useRecent();
  if (recent.isPending) return <SkeletonCards count={1} label="Loading recently opened items" />;
  if (recent.isError) return <ErrorText message={`Could not load your recently opened items. ${recent.error.message}`} onRetry={() => void recent.refetch()} />;
  if (recent.data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
        Nothing opened yet. Papers and notes you download, and courses, projects and jobs you open, show up here.
      </p>
    );
  }
  return <RecentList items={recent.data} />;
}

// /library ("My library" in the account menu): what the signed-in student saved, by section,
// and the last 20 items they opened. Signed out, it asks them to log in (as /purchases does).
export default function Library() {
  const auth = useAuth();
  let body;
  if (auth.status === 'loading') {
    body = (
      <p role="status" className={panel}>
        Loading your library...
      </p>
    );
  } else if (auth.status === 'signed-out') {
    body = (
      <p className={panel}>
        Sign in to see your library.{' '}
        <Link to="/login" state={{ from: '/library' }} className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    );
  } else {
    body = (
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="saved-items">
          <h2 id="saved-items" tabIndex={-1} className="mb-3 text-xl font-semibold focus:outline-none">
            Saved items
          </h2>
          <SavedList headingId="saved-items" />
        </section>
        <section aria-labelledby="recently-opened">
          <h2 id="recently-opened" className="mb-3 text-xl font-semibold">
            Recently opened
          </h2>
          <Recent />
        </section>
      </div>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">My library</h1>
      <p className="mb-6 text-slate-600">Papers, notes, courses, projects and jobs you saved, on every device you sign in on.</p>
      {body}
    </section>
  );
}
