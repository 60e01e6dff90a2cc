import { yearByKey } from '@/lib/years';
import { useSeedFirstYear } from '../api/seed';
import { SeedPanel } from '../components/SeedPanel';

const FIRST = yearByKey('firstYear').routes;

// /SeedBlThird (SPEC: "Page with a seeding button"): sample first-year previous-year papers
// and Brevi notes cards, despite the route's name (the SPEC's seeding writes first-year data).
export function SeedFirstYear() {
  const seed = useSeedFirstYear();
  return (
    <SeedPanel
      title="Seed first-year samples"
      intro="Adds sample previous-year papers and Brevi notes cards for the first year. Running it again adds nothing twice."
      buttonLabel="Seed sample data"
      successText="Seeding completed"
      onSeed={() => seed.mutate()}
      pending={seed.isPending}
      result={seed.data}
      error={seed.error}
      links={[
        { to: FIRST.pyq, label: 'Open first-year papers' },
        { to: FIRST.brevi, label: 'Open first-year Brevi notes' },
      ]}
    />
  );
}
