-- Orders that end, refunds that add up (issue 24, findings 4, 8 and 9).
--  - status gains `expired` (no payment within the order's life; set by the reconciler only
--    after Razorpay said there is none) and `cancelled` (the buyer dismissed Checkout). A
--    payment captured later on either still makes the order paid.
--  - checked_at: when the reconciler last asked Razorpay about the order; it asks about the
--    never-asked first, then the longest-unasked, so every order that can still be paid is
--    reached however many there are.
--  - refunds: each Razorpay refund once (by its id); amount_refunded is what they add up to.
--    Only a full refund ends an order (status refunded) and takes its access away.
--  - flag 'duplicate': a payment for an item its buyer already had through another order;
--    the reconciler refunds it (or clears the flag when it has become the one that grants).
ALTER TABLE orders ADD COLUMN amount_refunded INTEGER NOT NULL DEFAULT 0;  -- paise
ALTER TABLE orders ADD COLUMN checked_at INTEGER;                          -- epoch ms
ALTER TABLE orders ADD COLUMN flag TEXT;                                   -- NULL | duplicate
-- A refunded order was refunded in full as far as the server knew (any refund revoked).
UPDATE orders SET amount_refunded = amount WHERE status = 'refunded';
CREATE INDEX orders_open_of_user ON orders (uid, status, item_id);
CREATE INDEX orders_to_check ON orders (status, checked_at, created_at);
CREATE INDEX orders_flagged ON orders (flag, status);

CREATE TABLE refunds (
  id         TEXT PRIMARY KEY,                     -- Razorpay's rfnd_…
  order_id   TEXT NOT NULL REFERENCES orders(id),
  payment_id TEXT NOT NULL,
  amount     INTEGER NOT NULL,                     -- paise
  created_at INTEGER NOT NULL                      -- epoch ms, when we learnt of it
);
CREATE INDEX refunds_of_order ON refunds (order_id);
