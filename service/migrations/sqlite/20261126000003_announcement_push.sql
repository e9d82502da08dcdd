-- Announcements go out as web push too (issue 30): to each subscription that keeps church
-- announcements on, once, at a time outside the member's quiet hours.
ALTER TABLE push_subscriptions ADD COLUMN announcements INTEGER NOT NULL DEFAULT 1;  -- 1: on, 0: off
ALTER TABLE announcements ADD COLUMN about_watch INTEGER NOT NULL DEFAULT 0;   -- 1: about tonight's prayer watch
ALTER TABLE announcements ADD COLUMN fanned_out_at INTEGER;                     -- when its deliveries were written
ALTER TABLE announcements ADD COLUMN sent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE announcements ADD COLUMN failed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE announcements ADD COLUMN gone INTEGER NOT NULL DEFAULT 0;
CREATE INDEX announcements_fan_out ON announcements (send_at) WHERE fanned_out_at IS NULL;

-- A push still to send: deleted once answered (the announcement counts how).
CREATE TABLE announcement_deliveries (
    announcement_id  TEXT NOT NULL,
    subscription_id  TEXT NOT NULL,
    due_at           INTEGER NOT NULL,             -- unix ms: outside the member's quiet hours
    claimed_until    INTEGER,                      -- unix ms, while a pass sends it
    PRIMARY KEY (announcement_id, subscription_id)
);
CREATE INDEX announcement_deliveries_due ON announcement_deliveries (due_at);
