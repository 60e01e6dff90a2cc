import MostAskedPage from '@/features/questions/routes/MostAskedPage';
import NotFound from './NotFound';

// The page's first data is the subject's repeated questions (lib/lazy-page, app/first-page).
export { prefetch } from '@/features/questions/routes/MostAskedPage';

// /most-asked/:code: the questions feature's page with the app's not-found page (features never
// import the app, so the app puts them together).
export default function MostAsked() {
  return <MostAskedPage notFound={<NotFound />} />;
}
