import CatalogHome from '@/features/catalog/routes/Home';
import { RecentSection } from '@/features/library/components/RecentSection';
import { SearchBox } from '@/features/search/components/SearchBox';
import { usePageHead } from '@/lib/page-head';
import { cachedSiteName } from '@/lib/site';
import { website } from '@/lib/structured-data';

// /home: the catalog's home page with the site-wide search box in its hero and, for a signed-in
// student, what they opened lately (features never import each other, so the app puts them
// together).
export default function Home() {
  // "/" and "/home" are each their own canonical, as asked for.
  usePageHead(({ path, client }) => ({ canonical: path, jsonLd: [website(cachedSiteName(client))] }));
  return (
    <CatalogHome
      search={
        <SearchBox
          landmark="Find study material, courses and jobs"
          label="Search study material, courses and jobs"
          placeholder="Try BCS301, data structure, maths 2 quantum…"
          big
        />
      }
      recent={<RecentSection />}
    />
  );
}
