-- Whether a fixed coupon's rupees come off the price the student sees, GST included (issue
-- 50: "₹100 off" showed as −₹118 at checkout when GST is added on top, because the rupees
-- were taken off the price before GST). 1 for coupons made from now on unless the admin
-- says otherwise; 0 keeps the meaning the coupons made before had.
ALTER TABLE coupons ADD COLUMN includes_gst INTEGER NOT NULL DEFAULT 0;
