-- A claimed reminder remembers when it was due and until when its claim holds: one a killed
-- pass claimed and never answered is sent again (same Topic and tag) while still within the grace.
ALTER TABLE push_deliveries ADD COLUMN due_at INTEGER;
ALTER TABLE push_deliveries ADD COLUMN lease_until INTEGER;
CREATE INDEX push_deliveries_stale ON push_deliveries (lease_until) WHERE status = 'sending';
