import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteQuery } from '../api/get-quote';
import type { ItemType } from '../api/types';

// The checkout dialog's price: the server's quote for the applied coupon and the buyer's state
// (the state changes GST's split, CGST + SGST or IGST, not the total). A code becomes the
// applied coupon only once the server has priced it, so a refused code changes nothing.
// initialState: a state already known (a saved business's GSTIN), else none.
export function useQuote(item: { type: ItemType; id: string }, initialState = '') {
  const client = useQueryClient();
  const [coupon, setCoupon] = useState<string | null>(null);
  const [state, setState] = useState(initialState);
  const [applying, setApplying] = useState(false);
  const quote = useQuery({ ...quoteQuery({ item, coupon, state: state || null }), placeholderData: keepPreviousData });

  // Prices a code; throws the server's refusal (invalid-field coupon) for the dialog to show.
  async function apply(code: string) {
    setApplying(true);
    try {
      const priced = await client.fetchQuery(quoteQuery({ item, coupon: code, state: state || null }));
      setCoupon(code);
      return priced;
    } finally {
      setApplying(false);
    }
  }

  return { quote, coupon, apply, removeCoupon: () => setCoupon(null), applying, state, setState };
}
