import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AccountMenu } from '../components/AccountMenu';

// /dashboaard: the profile dropdown (the navbar's account menu, on the page), for signed-in
// students only.
export default function Dashboard() {
  const auth = useAuth();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Dashboard</h1>
      {auth.status === 'loading' && <p role="status">Loading...</p>}
      {auth.status === 'signed-out' && (
        <p className="text-slate-700">
          Sign in to see your profile.{' '}
          <Link to="/auth_model" state={{ from: '/dashboaard' }} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      )}
      {auth.status === 'signed-in' && <AccountMenu user={auth.user} label="Profile menu" menuId="profile-dropdown" onPage />}
    </section>
  );
}
