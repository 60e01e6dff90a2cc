import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { SelectField } from '@/components/form';
import { YEARS, isYearKey, type YearKey } from '@/lib/years';
import { useAdminOptions } from '../api/get-options';
import type { AdminRecord } from '../api/types';
import { AdminToolsNav } from '../components/AdminToolsNav';
import { AuditLog } from '../components/AuditLog';
import { BackgroundWork } from '../components/BackgroundWork';
import { CategoryTabs } from '../components/CategoryTabs';
import { CouponsPanel } from '../components/CouponsPanel';
import { Dashboard } from '../components/Dashboard';
import { OrdersTable } from '../components/OrdersTable';
import { PreviewFiles } from '../components/PreviewFiles';
import { RecordForm } from '../components/RecordForm';
import { RecordTable } from '../components/RecordTable';
import { ReportsList } from '../components/ReportsList';
import { CATEGORIES, categoryById, type Category } from '../lib/categories';
import { recordName } from '../lib/fields';

const ORDERS = 'Orders';
const ACTIVITY = 'Activity';
const BACKGROUND = 'Background';
const REPORTS = 'Reports';
const FILES = 'Files';
const COUPONS = 'Coupons';
const DASHBOARD = 'Dashboard';
const EXTRA_TABS = [
  { id: ORDERS, label: 'Orders' },
  { id: COUPONS, label: 'Coupons' },
  { id: DASHBOARD, label: 'Dashboard' },
  { id: ACTIVITY, label: 'Activity' },
  { id: BACKGROUND, label: 'Background work' },
  { id: REPORTS, label: 'Reports' },
  { id: FILES, label: 'Files' },
];
const TABS = [...CATEGORIES.map((c) => ({ id: c.id, label: c.label })), ...EXTRA_TABS];
const PANEL_ID = 'admin-tabpanel';

// The admin panel (SPEC §2, §4, §6): a tab per category, one for the orders (with their
// refunds), the coupons (?tab=Coupons), the sales dashboard (?tab=Dashboard), the activity
// log, the background work (?tab=Background), the reported problems (?tab=Reports) and the PDF
// files with their previews' state (?tab=Files); the category's records, and a form to add one
// or edit the one chosen. Tab and year live in the URL (?tab=&year=), so a reload keeps them.
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') ?? '';
  const tab = EXTRA_TABS.some((t) => t.id === tabParam) ? tabParam : (categoryById(tabParam)?.id ?? CATEGORIES[0].id);
  const yearParam = params.get('year');
  const year: YearKey = isYearKey(yearParam) ? yearParam : 'firstYear';
  const [editing, setEditing] = useState<AdminRecord | null>(null);
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState<string | null>(null); // the last save's confirmation

  function choose(next: { tab?: string; year?: YearKey }) {
    const p = new URLSearchParams(params);
    if (next.tab) p.set('tab', next.tab);
    if (next.year) p.set('year', next.year);
    setParams(p, { replace: true });
    setEditing(null);
    setSaved(null);
  }

  const tabIndex = TABS.findIndex((t) => t.id === tab);
  const category = categoryById(tab);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Admin panel</h1>
      <p className="mt-2 text-slate-600">Add, edit and delete materials, papers, notes, jobs, projects and premium courses.</p>
      <div className="mt-4">
        <AdminToolsNav />
      </div>
      <div className="mt-6">
        <CategoryTabs tabs={TABS} selected={tab} onSelect={(id) => choose({ tab: id })} panelId={PANEL_ID} />
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={`admin-tab-${tabIndex}`} className="mt-4 space-y-4">
        {category ? (
          <CategoryPanel
            category={category}
            year={year}
            editing={editing}
            saves={saves}
            saved={saved}
            onYear={(y) => choose({ year: y })}
            onEdit={(record) => {
              setEditing(record);
              setSaved(null);
            }}
            onSaving={() => setSaved(null)}
            onSaved={(record) => {
              setEditing(null);
              setSaves((n) => n + 1);
              setSaved(`Saved “${recordName(category, record)}”.`);
            }}
          />
        ) : tab === ORDERS ? (
          <OrdersTable />
        ) : tab === COUPONS ? (
          <CouponsPanel />
        ) : tab === DASHBOARD ? (
          <Dashboard />
        ) : tab === BACKGROUND ? (
          <BackgroundWork />
        ) : tab === REPORTS ? (
          <ReportsList />
        ) : tab === FILES ? (
          <PreviewFiles />
        ) : (
          <AuditLog />
        )}
      </div>
    </section>
  );
}

type PanelProps = {
  category: Category;
  year: YearKey;
  editing: AdminRecord | null;
  saves: number;
  saved: string | null;
  onYear: (year: YearKey) => void;
  onEdit: (record: AdminRecord | null) => void;
  onSaving: () => void;
  onSaved: (record: AdminRecord) => void;
};

function CategoryPanel({ category, year, editing, saves, saved, onYear, onEdit, onSaving, onSaved }: PanelProps) {
  const options = useAdminOptions();
  return (
    <>
      {category.yearly && (
        <div className="max-w-xs">
          <SelectField id="admin-year" label="Year" value={year} onChange={(e) => onYear(e.target.value as YearKey)}>
            {YEARS.map((y) => (
              <option key={y.key} value={y.key}>
                {y.label} year
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {/* One column, then the records beside the form on a wide screen, the records wider.
          minmax(0, …) keeps a column from growing with its content past the screen's edge. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecordTable
          key={`${category.id}/${year}`}
          category={category}
          year={year}
          editingId={editing?.id ?? null}
          onEdit={onEdit}
          onDeleted={(id) => {
            if (editing?.id === id) onEdit(null);
          }}
        />
        {options.isPending ? (
          <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
            Loading the form...
          </p>
        ) : options.isError ? (
          <ErrorText message={`Could not load the form's choices. ${options.error.message}`} onRetry={() => void options.refetch()} />
        ) : (
          <div className="space-y-3">
            <RecordForm
              key={`${category.id}/${year}/${editing?.id ?? 'new'}/${editing?.version ?? ''}/${saves}`}
              category={category}
              year={year}
              options={options.data}
              editing={editing}
              onSaving={onSaving}
              onSaved={onSaved}
              onCancel={() => onEdit(null)}
              onReloaded={onEdit}
            />
            {/* Outside the form, which starts afresh after a save: the region is there before
                its text, so screen readers announce the text. */}
            <p role="status" className={saved ? 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900' : 'sr-only'}>
              {saved}
            </p>
          </div>
        )}
      </div>
    </>
  );
}
