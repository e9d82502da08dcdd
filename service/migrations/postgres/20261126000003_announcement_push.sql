-- The PostgreSQL twin of ../sqlite/20261126000003_announcement_push.sql.
ALTER TABLE push_subscriptions ADD COLUMN announcements BIGINT NOT NULL DEFAULT 1;
ALTER TABLE announcements ADD COLUMN about_watch BIGINT NOT NULL DEFAULT 0;
ALTER TABLE announcements ADD COLUMN fanned_out_at BIGINT;
ALTER TABLE announcements ADD COLUMN sent BIGINT NOT NULL DEFAULT 0;
ALTER TABLE announcements ADD COLUMN failed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE announcements ADD COLUMN gone BIGINT NOT NULL DEFAULT 0;
CREATE INDEX announcements_fan_out ON announcements (send_at) WHERE fanned_out_at IS NULL;

CREATE TABLE announcement_deliveries (
    announcement_id  TEXT NOT NULL,
    subscription_id  TEXT NOT NULL,
    due_at           BIGINT NOT NULL,
    claimed_until    BIGINT,
    PRIMARY KEY (announcement_id, subscription_id)
);
CREATE INDEX announcement_deliveries_due ON announcement_deliveries (due_at);
