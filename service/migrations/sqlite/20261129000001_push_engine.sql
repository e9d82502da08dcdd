-- One push engine (issue 42): a claim names the pass that holds it (which renews its lease while
-- its sends are in flight) and counts the tries made so far (for the bounded backoff across
-- passes); an announcement counts the deliveries that needed more than one try.
ALTER TABLE push_deliveries ADD COLUMN claimed_by TEXT;
ALTER TABLE push_deliveries ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;
CREATE INDEX push_deliveries_claimed_by ON push_deliveries (claimed_by) WHERE status = 'sending';
ALTER TABLE announcement_deliveries ADD COLUMN claimed_by TEXT;
ALTER TABLE announcement_deliveries ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;
CREATE INDEX announcement_deliveries_claimed_by ON announcement_deliveries (claimed_by)
    WHERE claimed_by IS NOT NULL;
ALTER TABLE announcements ADD COLUMN retried INTEGER NOT NULL DEFAULT 0;
