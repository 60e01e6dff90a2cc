import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { useAuth } from '@/lib/auth';
import { useAlerts } from '../api/get-alerts';
import { AlertRow } from './AlertRow';

// The profile's "Job alerts" (the router puts it on /profile, features never import each
// other): the student's saved portal searches, oldest first, each with its switch, how often
// and Delete. The digest mails link here to manage them.
export function JobAlertsSection() {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const alerts = useAlerts(uid);
  const [deleted, setDeleted] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  if (!uid) return null; // the profile page shows its sections to a signed-in student only
  if (alerts.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading your job alerts...
      </p>
    );
  if (alerts.isError) return <ErrorText message={`Could not load your job alerts. ${alerts.error.message}`} onRetry={() => void alerts.refetch()} />;

  const onDeleted = (words: string) => {
    setDeleted(words);
    // The focused Delete button is gone with its alert: the keyboard goes on from the list.
    top.current?.focus();
  };

  return (
    <div ref={top} tabIndex={-1} className="space-y-3 outline-none">
      <p role="status" className={deleted ? 'text-sm text-slate-600' : 'sr-only'}>
        {deleted ? `Deleted the alert for ${deleted}.` : ''}
      </p>
      {alerts.data.length === 0 ? (
        <p className="text-slate-600">
          No job alerts yet. Save one from the{' '}
          <Link to="/Job_portal" className="font-semibold text-brand-700 underline">
            job portal
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">We e-mail you new jobs for these searches. Turn one off to pause it.</p>
          <ul className="space-y-3">
            {alerts.data.map((alert) => (
              <AlertRow key={alert.id} uid={uid} alert={alert} onDeleted={onDeleted} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
