import { primaryButtonClass } from '@/components/form';
import { plural } from '../lib/import-targets';

type Props = { valid: number; invalid: number; examples: number; where: string; pending: boolean; onImport: () => void };

// The import button: enabled only when every row of the file is valid, since the server
// imports all rows or none; otherwise it says why it is not.
export function ImportSubmit({ valid, invalid, examples, where, pending, onImport }: Props) {
  const blocked = invalid > 0 || valid === 0;
  const reason =
    invalid > 0
      ? `${plural(invalid, 'row has', 'rows have')} errors. Fix ${invalid === 1 ? 'it' : 'them'} in the file and choose it again: nothing is imported until every row is valid.`
      : valid === 0
        ? examples > 0
          ? "The file holds only the template's example row, which is never imported: add your own rows."
          : 'The file has no rows to import.'
        : `Adds every row to ${where}.`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <button
        type="button"
        onClick={onImport}
        disabled={blocked || pending}
        aria-busy={pending || undefined}
        aria-describedby="import-submit-note"
        className={`${primaryButtonClass} sm:w-auto`}
      >
        Import {plural(valid, 'row')}
      </button>
      <p id="import-submit-note" className={`text-sm ${blocked ? 'text-red-800' : 'text-slate-600'}`}>
        {reason}
      </p>
    </div>
  );
}
