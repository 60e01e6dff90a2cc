import { Link, useSearchParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { useAuth } from '@/lib/auth';
import { usePurchases } from '../api/get-purchases';
import { PurchaseList } from '../components/PurchaseList';

const frame = 'mx-auto max-w-3xl px-4 py-8';
const panel = 'rounded-xl bg-white p-6 text-slate-700 shadow-sm';

// After a purchase (?paid=<id>) or a Buy Now on something already owned (?owned=<id>).
function Arrival({ paid, owned }: { paid: string | null; owned: string | null }) {
  if (!paid && !owned) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900">
      {paid ? 'Payment received. Your download is ready.' : 'You already own this. Your download is ready.'}
    </p>
  );
}

// /purchases ("Subscription" in the profile menu): the signed-in student's orders with date,
// amount, state and, for what they own, the download.
const COMPLETED = new Set(['paid', 'refunded']);

export default function Purchases() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const owned = params.get('owned');
  const purchases = usePurchases(auth.status === 'signed-in');

  let body;
  if (auth.status === 'loading' || (auth.status === 'signed-in' && purchases.isPending)) {
    body = (
      <p role="status" className={panel}>
        Loading your purchases...
      </p>
    );
  } else if (auth.status === 'signed-out') {
    body = (
      <p className={panel}>
        Sign in to see your purchases.{' '}
        <Link to="/login" state={{ from: '/purchases' }} className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    );
  } else if (purchases.isError) {
    body = <ErrorText message={`Could not load your purchases. ${purchases.error.message}`} onRetry={() => void purchases.refetch()} />;
  } else {
    // Paid and refunded orders are purchases; the rest are attempts that took no money
    // (a closed or failed checkout, or one whose payment never came), listed apart so they
    // do not look like money in flight.
    const all = purchases.data ?? [];
    const completed = all.filter((p) => COMPLETED.has(p.status));
    const unfinished = all.filter((p) => !COMPLETED.has(p.status));
    body = (
      <>
        {completed.length > 0 ? (
          <PurchaseList items={completed} highlight={paid ?? owned} />
        ) : (
          <p className={panel}>
            You have not bought anything yet.{' '}
            <Link to="/Premium_courses" className="font-semibold text-brand-700 underline">
              See the premium courses
            </Link>
          </p>
        )}
        {unfinished.length > 0 && (
          <section aria-labelledby="unfinished-orders" className="mt-10">
            <h2 id="unfinished-orders" className="text-lg font-semibold">
              Not completed — no money was taken
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-600">
              Payments you started and did not finish. If money did leave your account, the order moves up to your purchases as soon as Razorpay confirms it.
            </p>
            <PurchaseList items={unfinished} highlight={null} label="Not completed" />
          </section>
        )}
      </>
    );
  }

  return (
    <section className={frame}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">My purchases</h1>
      {auth.status === 'signed-in' && <Arrival paid={paid} owned={owned} />}
      {body}
    </section>
  );
}
