import { SelectField } from '@/components/form';
import { YEARS, type YearKey } from '@/lib/years';
import type { Category } from '../lib/categories';
import { IMPORT_TARGETS } from '../lib/import-targets';

type Props = {
  category: Category;
  year: YearKey;
  disabled?: boolean;
  onChange: (next: { collection?: string; year?: YearKey }) => void;
};

// Where an import goes: the collection and, for the yearly ones, the year.
export function ImportTargetPicker({ category, year, disabled, onChange }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="import-collection"
        label="Collection"
        value={category.collection}
        disabled={disabled}
        onChange={(e) => onChange({ collection: e.target.value })}
      >
        {IMPORT_TARGETS.map((c) => (
          <option key={c.collection} value={c.collection}>
            {c.label}
          </option>
        ))}
      </SelectField>
      {category.yearly && (
        <SelectField id="import-year" label="Year" value={year} disabled={disabled} onChange={(e) => onChange({ year: e.target.value as YearKey })}>
          {YEARS.map((y) => (
            <option key={y.key} value={y.key}>
              {y.label} year
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
