import { ErrorText } from '@/components/ErrorText';
import { useRecordCount } from '../api/get-count';
import { plural } from '../lib/import-targets';

// What the chosen collection holds now (SPEC: the data uploader shows the fetch's success or
// error text); an import refreshes it. The status line stays in the page so screen readers
// announce its changes.
export function CurrentCount({ path, where }: { path: string; where: string }) {
  const count = useRecordCount(path);
  return (
    <>
      <p role="status" className="text-slate-700">
        {count.isPending ? 'Loading the current data…' : count.isSuccess ? `${plural(count.data, 'record')} in ${where} now.` : ''}
      </p>
      {count.isError && <ErrorText message={`Could not load the current data of ${where}. ${count.error.message}`} onRetry={() => void count.refetch()} />}
    </>
  );
}
