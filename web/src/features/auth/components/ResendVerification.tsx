import { useSendVerification } from '../api/send-verification';
import { authErrorMessage } from '../lib/error-messages';

// "Resend" for the verification e-mail, with the outcome beside it: sent, or the server's
// words (a 429 says when to try again). White on amber-700 (#bb4d00) is 5.03:1, on the hover's
// amber-800 (#973c00) 7.09:1 (WCAG AA: 4.5:1; amber-600 was 3.19:1); the button's edge against
// the banner's amber-50 is 4.85:1.
export function ResendVerification({ label = 'Resend', className = '' }: { label?: string; className?: string }) {
  const send = useSendVerification();
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <button
        type="button"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate()}
        className="rounded-lg bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:cursor-not-allowed disabled:opacity-60"
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
