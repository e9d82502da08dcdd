-- The day's guide by e-mail (issue 44). One row per confirmed mailbox (its keyed hash): the
-- address (the only copy the service keeps of it after sending), the member's local time, time
-- zone, language, way of fasting and rhythm, and when its next morning's guide is due (NULL: no
-- morning left in the fast). Deleted at once on unsubscribe, else at `expires_at` (the fast's
-- end plus 7 days). The outbox gets a fourth kind of mail, the guide, whose payload names the
-- subscription, never the address: SQLite cannot change a CHECK constraint in place, so the
-- outbox is rebuilt.
CREATE TABLE guide_mail (
    id           TEXT PRIMARY KEY,
    mailbox      TEXT NOT NULL UNIQUE,
    address      TEXT NOT NULL,
    lang         TEXT NOT NULL,
    way          TEXT,
    rhythm       TEXT NOT NULL,
    time_zone    TEXT NOT NULL,
    send_minute  INTEGER NOT NULL,
    next_at      INTEGER,
    expires_at   INTEGER NOT NULL,
    created_at   INTEGER NOT NULL
);
CREATE INDEX guide_mail_due ON guide_mail (next_at) WHERE next_at IS NOT NULL;
CREATE INDEX guide_mail_expires ON guide_mail (expires_at);

CREATE TABLE outbox_next (
    id               TEXT PRIMARY KEY,
    idempotency_key  TEXT UNIQUE,
    request_hash     TEXT NOT NULL,
    recipient        TEXT NOT NULL,
    day              INTEGER NOT NULL,
    payload          TEXT,
    status           TEXT NOT NULL CHECK (status IN ('waiting', 'pending', 'sending', 'sent', 'dead')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,
    lease_until      INTEGER,
    last_error       TEXT,
    created_at       INTEGER NOT NULL,
    sent_at          INTEGER,
    kind             TEXT NOT NULL DEFAULT 'summary' CHECK (kind IN ('summary', 'confirmation', 'admin_sign_in', 'guide')),
    confirmation_id  TEXT,
    claim_id         TEXT
);
INSERT INTO outbox_next (id, idempotency_key, request_hash, recipient, day, payload, status, attempts,
                         next_attempt_at, lease_until, last_error, created_at, sent_at, kind,
                         confirmation_id, claim_id)
    SELECT id, idempotency_key, request_hash, recipient, day, payload, status, attempts,
           next_attempt_at, lease_until, last_error, created_at, sent_at, kind,
           confirmation_id, claim_id FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lease ON outbox (status, lease_until);
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);
CREATE INDEX outbox_created ON outbox (created_at);
CREATE INDEX outbox_confirmation ON outbox (confirmation_id) WHERE confirmation_id IS NOT NULL;
