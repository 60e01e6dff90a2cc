import type { RazorpayConstructor } from './razorpay';

// SPEC §5, word for word.
export const SDK_MISSING_MESSAGE = 'Razorpay SDK not loaded. Please check your internet.';

// A script that neither loads nor fails (a stalled connection) counts as failed after this.
const LOAD_TIMEOUT_MS = 30_000;

let loading: Promise<RazorpayConstructor> | null = null;

// Razorpay's checkout script, added to the page the first time a student presses Buy Now and
// shared by every later press (once per page load). Pages that do not buy never load it. A
// failed load is forgotten, so the next press tries again (the connection may be back).
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(SDK_MISSING_MESSAGE));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      // A page that loaded but did not define Razorpay (a captive portal's answer, say) is no SDK.
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
