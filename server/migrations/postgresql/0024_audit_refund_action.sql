-- Refunds are their own action in the activity log (issue 50): "refund", with the amount,
-- reason and credit note in after_json, instead of an "update" of the order.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('create', 'update', 'delete', 'upload', 'import', 'refund'));
