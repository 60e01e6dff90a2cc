-- Commerce (issue 10): orders paid through Razorpay, the purchases they grant, and the
-- webhook events already handled. users.purchased_courses moves here: a purchase is a row,
-- granted by the server only (verify, webhook or reconciler) and revoked by a refund.
CREATE TABLE orders (
  id                  TEXT PRIMARY KEY,      -- ours, "ord_…"; Razorpay's receipt
  uid                 TEXT NOT NULL REFERENCES users(uid),
  item_type           TEXT NOT NULL,         -- course | notes
  item_id             TEXT NOT NULL,         -- courses.id
  item_title          TEXT NOT NULL,         -- as sold (the course may be renamed later)
  amount              INTEGER NOT NULL,      -- paise
  currency            TEXT NOT NULL,
  status              TEXT NOT NULL,         -- created | paid | failed | refunded
  razorpay_order_id   TEXT NOT NULL UNIQUE,
  razorpay_payment_id TEXT,
  created_at          INTEGER NOT NULL,      -- epoch ms
  updated_at          INTEGER NOT NULL,
  paid_at             INTEGER
);
CREATE INDEX orders_of_user ON orders (uid, created_at DESC);
CREATE INDEX orders_by_status ON orders (status, created_at);
CREATE INDEX orders_by_payment ON orders (razorpay_payment_id);

CREATE TABLE purchases (
  uid        TEXT NOT NULL REFERENCES users(uid),
  item_id    TEXT NOT NULL,
  order_id   TEXT REFERENCES orders(id),     -- NULL: carried over from the old product
  granted_at INTEGER NOT NULL,
  revoked_at INTEGER,                        -- a refund; NULL while owned
  PRIMARY KEY (uid, item_id)
);

-- Razorpay webhook deliveries already applied, by x-razorpay-event-id (retries repeat it).
CREATE TABLE payment_events (
  event_id    TEXT PRIMARY KEY,
  event       TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

INSERT INTO purchases (uid, item_id, order_id, granted_at)
  SELECT u.uid, c.value, NULL, u.created_at FROM users u, json_each(u.purchased_courses) c
  WHERE json_valid(u.purchased_courses) AND c.type = 'text'
  ON CONFLICT DO NOTHING;
ALTER TABLE users DROP COLUMN purchased_courses;
