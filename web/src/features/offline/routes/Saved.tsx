import { Link } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { SkeletonCards } from '@/components/Skeleton';
import { formatSize } from '@/lib/format';
import { useSavedFiles } from '@/lib/saved-files';
import { SavedFileItem } from '../components/SavedFileItem';

// /saved: the files this device keeps for offline use ("Save for offline" on papers and
// notes). Works with no network: the list comes from Cache Storage, not the server.
export default function Saved() {
  const saved = useSavedFiles();
  // The server render (src/ssr) cannot know: it draws what a browser with Cache Storage draws first.
  const supported = typeof window === 'undefined' || 'caches' in window;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Saved for offline</h1>
      <p className="mb-6 text-slate-600">Files on this device open even without internet.</p>
      {!supported ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">This browser cannot keep files for offline use.</p>
      ) : saved.isPending ? (
        <SkeletonCards count={2} label="Loading saved files" />
      ) : saved.isError ? (
        <ErrorText message="Could not read the files saved on this device." onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          <p>No saved files yet.</p>
          <p className="mt-2">
            Use <strong>Save for offline</strong> on a{' '}
            <Link to="/pyq" className="text-brand-700 underline">
              previous year paper
            </Link>{' '}
            or{' '}
            <Link to="/important-topics" className="text-brand-700 underline">
              important topics
            </Link>{' '}
            to read it without internet.
          </p>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {saved.data.length} {saved.data.length === 1 ? 'file' : 'files'}, {formatSize(saved.data.reduce((sum, f) => sum + f.size, 0))}
          </p>
          <ul aria-label="Saved files" className="space-y-3">
            {saved.data.map((f) => (
              <SavedFileItem key={f.url} file={f} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
