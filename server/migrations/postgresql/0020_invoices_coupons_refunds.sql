-- Commerce for a registered Indian business (issue 29): GST tax invoices with gap-free
-- numbers, credit notes for refunds, refunds asked from the admin panel, and coupons.
--  - An order keeps what its invoice needs, as it was when it was made: the price before the
--    coupon (list_amount, paise, GST included when charged), the coupon and its discount,
--    the buyer's name and state (place of supply) and the seller's terms (a JSON snapshot:
--    name, address, state, GSTIN, SAC, rate, whether prices include GST). A later change of
--    configuration does not change an invoice already issued.
--  - invoice_no is assigned once, in the transaction that marks the order paid, from a
--    series per financial year (invoice_series: the last number given; a rolled-back
--    payment gives its number back, so the series has no gaps). Refunds get credit notes
--    from their own series the same way, in the transaction that records the refund.
--  - refund_requests: refunds asked from the panel (requested → processed | failed); the id
--    is Razorpay's idempotency key. A processed one is also a row of refunds (counted).
--  - coupons and coupon_items: codes a student names at checkout; an order's coupon use is
--    counted while it is open or paid.
ALTER TABLE orders ADD COLUMN list_amount BIGINT;         -- paise; NULL: older orders (= amount)
ALTER TABLE orders ADD COLUMN discount BIGINT NOT NULL DEFAULT 0;  -- paise
ALTER TABLE orders ADD COLUMN coupon_code TEXT;
ALTER TABLE orders ADD COLUMN buyer_name TEXT;
ALTER TABLE orders ADD COLUMN buyer_state TEXT;            -- GST state code
ALTER TABLE orders ADD COLUMN seller TEXT;                 -- JSON; NULL: no invoice (older orders)
ALTER TABLE orders ADD COLUMN free BIGINT NOT NULL DEFAULT 0;      -- 1: a coupon made it free
ALTER TABLE orders ADD COLUMN invoice_no TEXT;
ALTER TABLE orders ADD COLUMN invoice_at BIGINT;          -- epoch ms
CREATE UNIQUE INDEX orders_invoice_no ON orders (invoice_no);
CREATE INDEX orders_by_coupon ON orders (coupon_code, uid, status);
CREATE INDEX orders_paid_at ON orders (paid_at);

CREATE TABLE invoice_series (
  series TEXT PRIMARY KEY,  -- e.g. INV/2627, CN/2627
  last   BIGINT NOT NULL   -- the last number given
);

ALTER TABLE refunds ADD COLUMN credit_note_no TEXT;
ALTER TABLE refunds ADD COLUMN credit_note_at BIGINT;
CREATE UNIQUE INDEX refunds_credit_note_no ON refunds (credit_note_no);
CREATE INDEX refunds_by_time ON refunds (created_at);

CREATE TABLE refund_requests (
  id                 TEXT PRIMARY KEY,                 -- rf_…: Razorpay's idempotency key
  order_id           TEXT NOT NULL REFERENCES orders(id),
  amount             BIGINT NOT NULL CHECK (amount > 0),  -- paise
  reason             TEXT NOT NULL,
  requested_by       TEXT,                             -- the admin's uid
  client_key         TEXT,                             -- the Idempotency-Key header
  status             TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processed', 'failed')),
  failure            TEXT,
  razorpay_refund_id TEXT,
  created_at         BIGINT NOT NULL,
  updated_at         BIGINT NOT NULL
);
CREATE UNIQUE INDEX refund_requests_by_key ON refund_requests (order_id, client_key);
CREATE INDEX refund_requests_of_order ON refund_requests (order_id);
CREATE INDEX refund_requests_open ON refund_requests (status, updated_at);
CREATE INDEX refund_requests_by_refund ON refund_requests (razorpay_refund_id);

CREATE TABLE coupons (
  code                 TEXT PRIMARY KEY,             -- upper-case
  kind                 TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value                BIGINT NOT NULL CHECK (value > 0),  -- percent, or whole rupees
  valid_from           BIGINT,                      -- epoch ms
  valid_to             BIGINT,
  max_uses             BIGINT,
  max_uses_per_student BIGINT,
  created_at           BIGINT NOT NULL,
  updated_at           BIGINT NOT NULL
);
CREATE TABLE coupon_items (                         -- none: every item
  code      TEXT NOT NULL REFERENCES coupons(code) ON DELETE CASCADE,
  item_type TEXT NOT NULL,
  item_id   TEXT NOT NULL,
  PRIMARY KEY (code, item_type, item_id)
);
