import { useRef, useState, type ComponentPropsWithRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { formatBytes } from '../lib/format';
import { adminKeys } from '../api/keys';
import { uploadFile } from '../api/upload-file';
import type { UploadedFile } from '../api/types';

type Props = {
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  requiredMark?: boolean; // a visible "*" beside the label
  accept?: string;
  // react-hook-form's register() of the link field
  input: Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'aria-invalid'>;
  // puts the uploaded file's link into the field
  onUploaded: (url: string) => void;
  // told when an upload starts and ends, e.g. to hold the form's submit back meanwhile
  onUploading?: (uploading: boolean) => void;
};

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'done'; name: string; file: UploadedFile }
  | { phase: 'failed'; message: string };

// A link field with a file chooser beside it: the chosen file is uploaded to
// POST /api/admin/files with a progress bar, and its link goes into the field.
export function UploadField({ id, label, error, required, requiredMark, accept, input, onUploaded, onUploading }: Props) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  // The upload space shown above the form (UploadSpace): after a stored file, or a refusal
  // that says the space is full, it is asked again.
  const refreshUsage = () => void client.invalidateQueries({ queryKey: adminKeys.uploadUsage });

  async function upload(file: File) {
    setState({ phase: 'uploading', name: file.name, percent: 0 });
    onUploading?.(true);
    try {
      const uploaded = await uploadFile(file, { onProgress: (percent) => setState({ phase: 'uploading', name: file.name, percent }) });
      onUploaded(uploaded.url);
      setState({ phase: 'done', name: file.name, file: uploaded });
      refreshUsage();
    } catch (e) {
      // Which file, and the server's message when it sent one (e.g. 415 says which kinds of
      // file it takes, 413 upload-space-full how much is used): "poly.pdf: …".
      setState({ phase: 'failed', message: `${file.name}: ${e instanceof Error ? e.message : 'The upload failed. Please try again.'}` });
      if (e instanceof ApiError && e.code === 'upload-space-full') refreshUsage();
    } finally {
      onUploading?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <TextField id={id} label={label} error={error} required={required} requiredMark={requiredMark} inputMode="url" {...input} />
      <div>
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-700">
          Upload a file for {label}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={accept}
          disabled={state.phase === 'uploading'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
        />
      </div>
      {state.phase === 'uploading' && (
        <div role="status" className="text-sm text-slate-700">
          <progress id={`${id}-progress`} max={100} value={state.percent} aria-label={`Uploading ${state.name}`} className="w-full">
            {state.percent}%
          </progress>
          <span>
            Uploading {state.name}… {state.percent}%
          </span>
        </div>
      )}
      {state.phase === 'done' && (
        <div role="status" className="flex items-center gap-3 rounded-lg bg-green-50 p-2 text-sm text-green-900">
          {state.file.contentType.startsWith('image/') && (
            <img src={state.file.url} alt={`Preview of ${state.name}`} className="h-16 w-16 rounded object-cover" />
          )}
          <span>
            Uploaded {state.name} ({formatBytes(state.file.size)})
          </span>
        </div>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
