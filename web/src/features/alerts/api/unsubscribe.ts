import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

// POST /api/alerts/unsubscribe?token=…: turns off the alert a digest mail was for. The token is
// the authority: no session is needed and the server takes no CSRF token on this route
// (apiSend sends one anyway, which it ignores). 400 invalid-token with a message to show.
export function unsubscribe(token: string): Promise<void> {
  return apiSend<{ unsubscribed: boolean }>('POST', `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`).then(() => undefined);
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
