import { ApiError, apiErrorFrom, getCsrfToken } from '@/lib/api-client';
import type { UploadedFile } from './types';

export const UPLOAD_PATH = '/api/admin/files';

type Options = { onProgress?: (percent: number) => void; signal?: AbortSignal };

function send(file: File, token: string, { onProgress, signal }: Options): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.onabort = () => reject(new ApiError('The upload was cancelled.', 0, 'aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

// POST /api/admin/files (multipart/form-data, one field `file`) with XMLHttpRequest, which
// reports upload progress (fetch does not). The X-CSRF-Token header is the api client's; on
// 403 csrf-token-invalid it takes a fresh token and tries once more, as apiSend does.
export async function uploadFile(file: File, options: Options = {}): Promise<UploadedFile> {
  let res = await send(file, await getCsrfToken(), options);
  if (res.status === 403 && apiErrorFrom(res.status, res.body).code === 'csrf-token-invalid') {
    res = await send(file, await getCsrfToken(true), options);
  }
  if (res.status < 200 || res.status >= 300) throw apiErrorFrom(res.status, res.body);
  try {
    return JSON.parse(res.body) as UploadedFile;
  } catch {
    throw apiErrorFrom(0, '');
  }
}
