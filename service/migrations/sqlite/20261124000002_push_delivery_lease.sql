-- A claimed reminder remembers when it was due and until when its claim holds (one a killed
-- pass claimed and never answered is sent again, same Topic and tag, within the grace), and how
-- often it was snoozed.
ALTER TABLE push_deliveries ADD COLUMN due_at INTEGER;
ALTER TABLE push_deliveries ADD COLUMN lease_until INTEGER;
-- Times the member snoozed this reminder (a snooze link works a few times, not forever).
ALTER TABLE push_deliveries ADD COLUMN snoozes INTEGER NOT NULL DEFAULT 0;
CREATE INDEX push_deliveries_stale ON push_deliveries (lease_until) WHERE status = 'sending';
