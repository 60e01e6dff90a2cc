-- A business's GSTIN on its order (issue 50): the invoice becomes a B2B tax invoice naming
-- it, with the place of supply from its state code. Empty for a student.
ALTER TABLE orders ADD COLUMN buyer_gstin TEXT NOT NULL DEFAULT '';
