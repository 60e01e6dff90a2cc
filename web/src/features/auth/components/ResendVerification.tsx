import { useSendVerification } from '../api/send-verification';
import { authErrorMessage } from '../lib/error-messages';

// "Resend" for the verification e-mail, with the outcome beside it: sent, or the server's
// words (a 429 says when to try again).
export function ResendVerification({ label = 'Resend', className = '' }: { label?: string; className?: string }) {
  const send = useSendVerification();
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <button
        type="button"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate()}
        className="rounded-lg bg-amber-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
      </button>
      {send.isSuccess && (
        <span role="status" className="text-sm">
          Sent. Check your inbox.
        </span>
      )}
      {send.isError && (
        <span role="alert" className="text-sm font-medium text-red-800">
          {authErrorMessage(send.error)}
        </span>
      )}
    </div>
  );
}
