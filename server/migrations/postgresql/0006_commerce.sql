-- Commerce (issue 10): orders paid through Razorpay, the purchases they grant, and the
-- webhook events already handled. users.purchased_courses moves here: a purchase is a row,
-- granted by the server only (verify, webhook or reconciler) and revoked by a refund.
--
-- PostgreSQL version of migrations/sqlite/0006_commerce.sql (INTEGER → BIGINT). The
-- foreign keys without ON DELETE are NO ACTION, as in SQLite (which the server runs with
-- foreign_keys=ON).
CREATE TABLE orders (
  id                  TEXT PRIMARY KEY,      -- ours, "ord_…"; Razorpay's receipt
  uid                 TEXT NOT NULL REFERENCES users(uid),
  item_type           TEXT NOT NULL,         -- course | notes
  item_id             TEXT NOT NULL,         -- courses.id
  item_title          TEXT NOT NULL,         -- as sold (the course may be renamed later)
  amount              BIGINT NOT NULL,       -- paise
  currency            TEXT NOT NULL,
  status              TEXT NOT NULL,         -- created | paid | failed | refunded
  razorpay_order_id   TEXT NOT NULL UNIQUE,
  razorpay_payment_id TEXT,
  created_at          BIGINT NOT NULL,       -- epoch ms
  updated_at          BIGINT NOT NULL,
  paid_at             BIGINT
);
CREATE INDEX orders_of_user ON orders (uid, created_at DESC);
CREATE INDEX orders_by_status ON orders (status, created_at);
CREATE INDEX orders_by_payment ON orders (razorpay_payment_id);

CREATE TABLE purchases (
  uid        TEXT NOT NULL REFERENCES users(uid),
  item_id    TEXT NOT NULL,
  order_id   TEXT REFERENCES orders(id),     -- NULL: carried over from the old product
  granted_at BIGINT NOT NULL,
  revoked_at BIGINT,                         -- a refund; NULL while owned
  PRIMARY KEY (uid, item_id)
);

-- Razorpay webhook deliveries already applied, by x-razorpay-event-id (retries repeat it).
CREATE TABLE payment_events (
  event_id    TEXT PRIMARY KEY,
  event       TEXT NOT NULL,
  received_at BIGINT NOT NULL
);

-- Carry users.purchased_courses over, as SQLite does with
--   SELECT u.uid, c.value, NULL, u.created_at FROM users u, json_each(u.purchased_courses) c
--   WHERE json_valid(u.purchased_courses) AND c.type = 'text' ON CONFLICT DO NOTHING:
-- every JSON string among the elements of an array (json_each also walks an object's
-- values and yields a lone scalar itself, so those count too); a value that is not valid
-- JSON is skipped. PostgreSQL 15 has no json_valid (IS JSON came in 16), so each user's
-- value is parsed in its own sub-block and one that does not parse is skipped. Only
-- difference: a string holding \u0000 is left out (SQLite keeps it; text cannot hold NUL).
DO $$
DECLARE
  u record;
  doc json;
BEGIN
  FOR u IN SELECT uid, purchased_courses, created_at FROM users ORDER BY uid LOOP
    BEGIN
      doc := u.purchased_courses::json;
      INSERT INTO purchases (uid, item_id, order_id, granted_at)
        SELECT u.uid, e #>> '{}', NULL, u.created_at
        FROM json_array_elements(CASE json_typeof(doc)
                                   WHEN 'array' THEN doc
                                   WHEN 'object' THEN (SELECT coalesce(json_agg(o.value), '[]') FROM json_each(doc) o)
                                   ELSE json_build_array(doc)
                                 END) e
        WHERE json_typeof(e) = 'string'
          AND e::text !~ '(^|[^\\])(\\\\)*\\u0000'  -- text cannot hold NUL: such an id is left out
        ON CONFLICT DO NOTHING;
    EXCEPTION WHEN invalid_text_representation OR untranslatable_character THEN
      NULL;  -- not valid JSON: nothing to carry over, as with json_valid() false
    END;
  END LOOP;
END
$$;
ALTER TABLE users DROP COLUMN purchased_courses;
