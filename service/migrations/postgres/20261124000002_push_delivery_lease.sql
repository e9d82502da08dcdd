-- The PostgreSQL twin of ../sqlite/20261124000002_push_delivery_lease.sql.
ALTER TABLE push_deliveries ADD COLUMN due_at BIGINT;
ALTER TABLE push_deliveries ADD COLUMN lease_until BIGINT;
-- Times the member snoozed this reminder (a snooze link works a few times, not forever).
ALTER TABLE push_deliveries ADD COLUMN snoozes INTEGER NOT NULL DEFAULT 0;
CREATE INDEX push_deliveries_stale ON push_deliveries (lease_until) WHERE status = 'sending';
