-- The day's guide by e-mail (issue 44). One row per confirmed mailbox (its keyed hash): the
-- address (the only copy the service keeps of it after sending), the member's local time, time
-- zone, language, way of fasting and rhythm, and when its next morning's guide is due (NULL: no
-- morning left in the fast). Deleted at once on unsubscribe, else at `expires_at` (the fast's
-- end plus 7 days). The outbox gets a fourth kind of mail, the guide, whose payload names the
-- subscription, never the address.
CREATE TABLE guide_mail (
    id           TEXT PRIMARY KEY,
    mailbox      TEXT NOT NULL UNIQUE,
    address      TEXT NOT NULL,
    lang         TEXT NOT NULL,
    way          TEXT,
    rhythm       TEXT NOT NULL,
    time_zone    TEXT NOT NULL,
    send_minute  BIGINT NOT NULL,
    next_at      BIGINT,
    expires_at   BIGINT NOT NULL,
    created_at   BIGINT NOT NULL
);
CREATE INDEX guide_mail_due ON guide_mail (next_at) WHERE next_at IS NOT NULL;
CREATE INDEX guide_mail_expires ON guide_mail (expires_at);

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('summary', 'confirmation', 'admin_sign_in', 'guide'));
