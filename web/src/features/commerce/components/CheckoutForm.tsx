import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { CheckboxField, FormError, SelectField, TextField, primaryButtonClass } from '@/components/form';
import { useUser } from '@/lib/auth';
import { formatPaisePrice } from '@/lib/format';
import { normalGstin } from '@/lib/gstin';
import type { EnabledPaymentsConfig, ItemType, OrderRequest, Quote } from '../api/types';
import type { PayOutcome } from '../hooks/use-buy';
import { useQuote } from '../hooks/use-quote';
import { checkoutProblem, type CheckoutField } from '../lib/buy-messages';
import { CouponField } from './CouponField';
import { QuoteSummary } from './QuoteSummary';

export type Granted = { coupon: string | null; downloadUrl: string | null };

type Props = {
  item: { type: ItemType; id: string };
  config: EnabledPaymentsConfig;
  pay: (request: OrderRequest, expectFree: boolean) => Promise<PayOutcome>;
  onFree: (granted: Granted) => void;
  onCancel: () => void;
};

const NAME_MAX = 100;
const GSTIN_LENGTH = 15;

// A GSTIN as the server keeps it: capitals, no spaces. Whether it is valid (its form and
// check character) is the server's to say, at the field.
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function applied(quote: Quote, code: string): string {
  const c = quote.coupon ?? code;
  return quote.amount === 0
    ? `Coupon ${c} applied: it is free.`
    : `Coupon ${c} applied: ${formatPaisePrice(quote.discount)} off. New total ${formatPaisePrice(quote.amount)}.`;
}

// The checkout step before Razorpay: the server's price, a coupon, the name and state for the
// invoice (or, for a business, its GSTIN and legal name: a B2B invoice), and Pay with the total. The total on the button is what is charged: a code typed
// but not applied is priced first (Pay then shows the new total), never sent unseen.
export function CheckoutForm({ item, config, pay, onFree, onCancel }: Props) {
  const uid = useId();
  const taxInvoice = config.taxInvoice === true;
  const states = config.states ?? [];
  // A business kept on the profile fills in its name and GSTIN (issue 50), and its state.
  const me = useUser().data;
  const saved = taxInvoice ? (me?.business ?? null) : null;
  const savedState = saved && states.some((s) => s.code === saved.gstin.slice(0, 2)) ? saved.gstin.slice(0, 2) : '';
  const q = useQuote(item, savedState);
  const [code, setCode] = useState('');
  const [name, setName] = useState(saved?.name ?? '');
  const [business, setBusiness] = useState(Boolean(saved));
  const [gstin, setGstin] = useState(saved?.gstin ?? '');
  const [errors, setErrors] = useState<Partial<Record<CheckoutField | 'form', string>>>({});
  const [paying, setPaying] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const couponInput = useRef<HTMLInputElement>(null);
  const quote = q.quote.data;
  // A business's GSTIN fixes its state: the state list then says so instead of asking.
  const gstinState = business ? states.find((s) => s.code === normalGstin(gstin).slice(0, 2)) : undefined;

  // Shows a refusal where it belongs; a field's error takes focus, so it is read with its field.
  function show(e: unknown) {
    const { field, message } = checkoutProblem(e);
    setErrors({ [field ?? 'form']: message });
    if (field === 'coupon') couponInput.current?.focus();
    else if (field) document.getElementById(`${uid}-${field}`)?.focus();
  }

  async function applyCode() {
    const typed = code.trim().toUpperCase(); // codes are kept upper-case and matched regardless
    setErrors({});
    if (!typed) {
      if (q.coupon) removeCoupon();
      else setErrors({ coupon: 'Enter a coupon code.' });
      return;
    }
    try {
      const priced = await q.apply(typed);
      setCode(priced.coupon ?? typed);
      setAnnouncement(applied(priced, typed));
    } catch (e) {
      show(e);
    }
  }

  function removeCoupon() {
    q.removeCoupon();
    setCode('');
    setErrors({});
    setAnnouncement('Coupon removed.');
    couponInput.current?.focus();
  }

  // A GSTIN's first two digits are its state: the place of supply (and the GST split) follow.
  function changeGstin(typed: string) {
    setGstin(typed);
    if (errors.gstin) setErrors({});
    const code = normalGstin(typed).slice(0, 2);
    if (states.some((s) => s.code === code)) q.setState(code);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (paying || q.applying || !quote) return;
    if (!sameCode(code, q.coupon ?? '')) return void applyCode();
    const businessGstin = business ? normalGstin(gstin) : '';
    if (business && !businessGstin) {
      setErrors({ gstin: 'Enter the business’s GSTIN, or untick “Buying for a business”.' });
      document.getElementById(`${uid}-gstin`)?.focus();
      return;
    }
    setErrors({});
    setPaying(true);
    const buyer = {
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(q.state ? { state: q.state } : {}),
      ...(businessGstin ? { gstin: businessGstin } : {}),
    };
    const request: OrderRequest = { item, ...(q.coupon ? { coupon: q.coupon } : {}), ...(Object.keys(buyer).length > 0 ? { buyer } : {}) };
    const outcome = await pay(request, quote.amount === 0);
    if (outcome.kind === 'left') return; // Razorpay's checkout took over, or the dialog is gone
    setPaying(false);
    if (outcome.kind === 'free') onFree({ coupon: outcome.coupon, downloadUrl: outcome.downloadUrl });
    else if (outcome.kind === 'problem') show(outcome.error);
  }

  // A coupon refused when the quote was asked again (the state changed): at the coupon field.
  const quoteProblem = q.quote.isError ? checkoutProblem(q.quote.error) : null;
  const couponError = errors.coupon ?? (quoteProblem?.field === 'coupon' ? quoteProblem.message : null);
  const free = quote?.amount === 0;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      {quote ? (
        <QuoteSummary quote={quote} />
      ) : q.quote.isError && quoteProblem?.field !== 'coupon' ? (
        <ErrorText message={`Could not work out the price. ${quoteProblem?.message ?? ''}`.trim()} onRetry={() => void q.quote.refetch()} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Working out your price…
        </p>
      )}
      <CouponField
        id={`${uid}-coupon`}
        value={code}
        onChange={(v) => {
          setCode(v);
          if (errors.coupon) setErrors({});
        }}
        onApply={() => void applyCode()}
        onRemove={removeCoupon}
        applied={q.coupon}
        error={couponError}
        applying={q.applying}
        inputRef={couponInput}
      />
      {taxInvoice && (
        <CheckboxField
          id={`${uid}-business`}
          label="Buying for a business (GST invoice with its GSTIN)"
          checked={business}
          onChange={(e) => {
            setBusiness(e.currentTarget.checked);
            setErrors({});
          }}
        />
      )}
      {taxInvoice && business && (
        <TextField
          id={`${uid}-gstin`}
          label="GSTIN"
          hint="15 characters, e.g. 27AAPFU0939F1ZV. The invoice names it, so your business can claim the GST."
          name="gstin"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={GSTIN_LENGTH + 4}
          value={gstin}
          onChange={(e) => changeGstin(e.currentTarget.value)}
          error={errors.gstin}
        />
      )}
      <TextField
        id={`${uid}-name`}
        label={business ? 'Legal name of the business' : taxInvoice ? 'Name on invoice' : 'Name on receipt'}
        hint={business ? 'As its GST registration has it.' : 'Optional.'}
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      {states.length > 0 && (
        <SelectField
          id={`${uid}-state`}
          label="Your state"
          hint={
            gstinState
              ? `From your GSTIN: ${gstinState.name}, the place of supply.`
              : taxInvoice
                ? 'Optional. The place of supply on your GST invoice.'
                : 'Optional. You get a receipt: no GST is charged.'
          }
          name="state"
          disabled={Boolean(gstinState)}
          value={q.state}
          onChange={(e) => q.setState(e.currentTarget.value)}
          error={errors.state}
        >
          <option value="">Choose your state</option>
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      <FormError message={errors.form ?? null} />
      {/* Results that arrive while the student waits: read out without moving focus. */}
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {paying ? (free ? 'Placing your order…' : 'Opening secure checkout…') : announcement}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100">
          Cancel
        </button>
        <button type="submit" disabled={!quote || paying || q.applying} aria-busy={paying || undefined} className={`${primaryButtonClass} sm:w-auto`}>
          {!quote ? 'Pay' : free ? 'Get it free' : `Pay ${formatPaisePrice(quote.amount)}`}
        </button>
      </div>
    </form>
  );
}
