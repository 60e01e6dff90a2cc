import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { meQuery } from '@/lib/auth';
import { providersQuery } from '../api/get-providers';
import type { Provider, ProviderId } from '../api/types';
import { browser } from '../lib/browser';
import { authErrorMessage, messageForCode } from '../lib/error-messages';
import { afterLogin, forgetRedirect, redirectTarget, rememberRedirect } from '../lib/redirect';

export const POPUP_NAME = 'pathshala-oauth';
export const POPUP_FEATURES = 'width=500,height=600';
// The popup is checked every 500 ms; once it is seen closed, two more checks (1 s) leave
// time for a result posted just before it closed. A closed popup is reported well within
// the 8 s the old product allowed.
export const POPUP_POLL_MS = 500;
const CLOSED_GRACE_POLLS = 2;

type OAuthMessage = { source?: unknown; ok?: unknown; code?: unknown; message?: unknown };

export function startUrl(id: ProviderId, mode: 'popup' | 'redirect', returnTo: string) {
  return `/api/auth/oauth/${id}/start?mode=${mode}&returnTo=${encodeURIComponent(returnTo)}`;
}

// Social sign-in (Google, Facebook, Microsoft): a popup on desktop, a full-page redirect on
// phones. onError(null) clears the form's error paragraph when a new attempt starts.
export function useSocialSignIn(onError: (message: string | null) => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<ProviderId | null>(null);
  const stop = useRef<(() => void) | null>(null);
  // Known before a button is pressed, so the popup opens within the click (popup blockers
  // allow only that).
  useQuery(providersQuery);

  useEffect(() => {
    // Back from the provider through the browser's back/forward cache: usable again.
    const onShow = (e: PageTransitionEvent) => e.persisted && setPending(null);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      stop.current?.();
    };
  }, []);

  async function start(id: ProviderId, name: string) {
    if (pending) return;
    onError(null);
    let providers: Provider[];
    try {
      providers = client.getQueryData(providersQuery.queryKey) ?? (await client.fetchQuery(providersQuery));
    } catch (e) {
      onError(authErrorMessage(e));
      return;
    }
    const provider = providers.find((p) => p.id === id);
    if (!provider?.configured) {
      onError(`${provider?.name ?? name} sign-in is not available on this site yet.`);
      return;
    }
    const state = location.state;
    const target = redirectTarget(state);

    if (browser.isMobile()) {
      rememberRedirect(target); // read again when the provider sends the student back
      setPending(id);
      browser.assign(startUrl(id, 'redirect', target));
      return;
    }

    const popup = window.open(startUrl(id, 'popup', target), POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      onError(messageForCode('popup-blocked'));
      return;
    }
    setPending(id);
    let done = false;
    let closedPolls = 0;
    const finish = () => {
      done = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      stop.current = null;
    };
    const onMessage = (e: MessageEvent) => {
      const data = e.data as OAuthMessage | null;
      if (done || e.origin !== window.location.origin || !data || data.source !== 'pathshala-oauth') return;
      finish();
      if (data.ok !== true) {
        setPending(null);
        onError(typeof data.message === 'string' && data.message ? data.message : messageForCode(typeof data.code === 'string' ? data.code : ''));
        return;
      }
      // Signed in: the session cookie is set; ask the server who we are now.
      client
        .fetchQuery({ ...meQuery, staleTime: 0 })
        .then((user) => {
          setPending(null);
          if (!user) {
            onError('Sign-in did not finish. Please try again.');
            return;
          }
          const next = afterLogin(user, state);
          forgetRedirect();
          navigate(next, { replace: true });
        })
        .catch((err: unknown) => {
          setPending(null);
          onError(authErrorMessage(err));
        });
    };
    const timer = window.setInterval(() => {
      if (done || !popup.closed) return;
      closedPolls += 1;
      if (closedPolls <= CLOSED_GRACE_POLLS) return;
      finish();
      setPending(null);
      onError(messageForCode('popup-closed-by-user'));
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
    stop.current = finish;
  }

  return { start, pending };
}
