import { Link } from 'react-router';
import type { BuyState } from '../hooks/use-buy';

const box = 'mt-3 rounded-lg px-3 py-2 text-sm';
const info = `${box} bg-slate-100 text-slate-700`;
const problem = `${box} border border-red-200 bg-red-50 text-red-800`;

const PROGRESS: Partial<Record<BuyState['status'], string>> = {
  opening: 'Opening secure checkout…',
  open: 'Complete your payment in the Razorpay checkout.',
  verifying: 'Confirming your payment…',
};

// Where a purchase stands, right under its button: progress and cancellation politely
// (role=status), problems at once (role=alert).
export function BuyStatus({ state }: { state: BuyState }) {
  const progress = PROGRESS[state.status];
  if (progress) {
    return (
      <p role="status" className={info}>
        {progress}
      </p>
    );
  }
  switch (state.status) {
    case 'cancelled':
      return (
        <p role="status" className={info}>
          {state.message}
        </p>
      );
    case 'failed':
    case 'error':
      return (
        <p role="alert" className={problem}>
          {state.message}
        </p>
      );
    case 'unconfirmed':
      return (
        <div role="alert" className={problem}>
          <p>{state.message}</p>
          <Link to="/purchases" className="mt-1 inline-block font-semibold underline">
            My purchases
          </Link>
        </div>
      );
    default:
      return null;
  }
}
