import { formatPaise } from '@/lib/format';
import type { Refund } from '../api/types';
import { rupeesToPaise } from './money';

export const REASON_MAX = 500;

export type RefundDraft = { mode: 'full' | 'partial'; amount: string; reason: string };
export type RefundProblems = Partial<Record<'amount' | 'reason', string>>;

// The form's own checks, the same the server makes (it checks again): a partial amount is
// rupees with up to two decimals, more than nothing and at most what is left; a reason is
// required.
export function refundProblems(draft: RefundDraft, refundable: number): RefundProblems {
  const problems: RefundProblems = {};
  if (draft.mode === 'partial') {
    const paise = rupeesToPaise(draft.amount);
    if (paise === null || paise <= 0) problems.amount = 'Enter an amount in rupees, such as 100 or 99.50.';
    else if (paise > refundable) problems.amount = `At most ${formatPaise(refundable)} is left to refund.`;
  }
  const reason = draft.reason.trim();
  if (!reason) problems.reason = 'Please say why the order is refunded.';
  else if (reason.length > REASON_MAX) problems.reason = `At most ${REASON_MAX} characters.`;
  return problems;
}

// The body of POST /api/admin/orders/{id}/refund: no amount means all that is left.
export function refundBody(draft: RefundDraft): { amount?: number; reason: string } {
  const reason = draft.reason.trim();
  if (draft.mode === 'full') return { reason };
  return { amount: rupeesToPaise(draft.amount)! / 100, reason };
}

// What became of a refund, in a sentence.
export function refundOutcome(refund: Pick<Refund, 'status' | 'amount' | 'failure'>): string {
  if (refund.status === 'processed') return `Refunded ${formatPaise(refund.amount)}.`;
  if (refund.status === 'failed') return `The refund of ${formatPaise(refund.amount)} failed: ${refund.failure || 'Razorpay refused it.'}`;
  return 'Refund requested — Razorpay is processing it.';
}

export const REFUND_STATUS_LABELS: Record<Refund['status'], string> = { requested: 'Requested', processed: 'Refunded', failed: 'Failed' };
