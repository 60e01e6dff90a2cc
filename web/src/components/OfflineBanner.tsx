import { Link } from 'react-router';
import { useOnline } from '@/hooks/use-online';

// Below the header on every page while the device is offline. role="status" (polite): a
// screen reader reads it when it appears, without interrupting what it was saying.
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      You are offline. Pages you opened before and{' '}
      <Link to="/saved" className="font-semibold underline">
        files you saved
      </Link>{' '}
      still work.
    </p>
  );
}
