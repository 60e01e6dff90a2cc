import { useId } from 'react';
import { useUploadUsage } from '../api/get-upload-usage';
import { formatBytes } from '../lib/format';

// How much of the upload space the stored uploads take, above a form that uploads files. The
// line stays in the page so screen readers announce its changes (after an upload); a failure
// to load it is said in passing and blocks nothing (the upload itself says when space is out).
export function UploadSpace() {
  const usage = useUploadUsage();
  const id = useId();
  const { data } = usage;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p id={id} role="status">
          {usage.isPending
            ? 'Loading the upload space…'
            : data
              ? `Upload space: ${formatBytes(data.usedBytes)} of ${formatBytes(data.quotaBytes)} used`
              : 'Could not load how much upload space is used.'}
        </p>
        {usage.isError && !data && (
          <button type="button" onClick={() => void usage.refetch()} className="font-semibold text-brand-700 underline">
            Retry
          </button>
        )}
      </div>
      {data && (
        <meter
          aria-labelledby={id}
          min={0}
          max={data.quotaBytes}
          value={data.usedBytes}
          low={data.quotaBytes * 0.75}
          high={data.quotaBytes * 0.9}
          optimum={0}
          className="block h-2 w-full"
        />
      )}
    </div>
  );
}
