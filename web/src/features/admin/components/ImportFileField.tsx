import { useRef } from 'react';
import { fieldErrorClass, hintClass, labelClass } from '@/components/form';
import type { Category } from '../lib/categories';
import { formatBytes } from '../lib/format';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, templateUrl } from '../lib/import-targets';

type Props = {
  category: Category;
  error: string | null; // why the last chosen file was refused
  disabled?: boolean;
  onFile: (file: File) => void;
};

const linkClass = 'font-semibold text-brand-700 underline';

// The file chooser of the data uploader, with links to the collection's CSV and JSON
// templates. The input is emptied after each choice, so choosing the same file again (after
// fixing it) checks it again.
export function ImportFileField({ category, error, disabled, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const described = ['import-file-hint', error ? 'import-file-error' : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <label htmlFor="import-file" className={labelClass}>
        File to import (.csv or .json)
      </label>
      <input
        ref={input}
        id="import-file"
        type="file"
        accept=".csv,.json,text/csv,application/json"
        disabled={disabled}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (input.current) input.current.value = '';
          if (file) onFile(file);
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      <p id="import-file-hint" className={hintClass}>
        At most {formatBytes(MAX_IMPORT_BYTES)} and {MAX_IMPORT_ROWS} rows. The file is checked first; nothing is stored until you import it.
      </p>
      {error && (
        <p id="import-file-error" role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={templateUrl(category, 'csv')} download className={linkClass}>
          Download CSV template
        </a>
        <a href={templateUrl(category, 'json')} download className={linkClass}>
          Download JSON template
        </a>
      </p>
    </div>
  );
}
