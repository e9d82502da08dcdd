-- Recipients confirm before their first summary; the outbox carries confirmation mails too, holds
-- summaries that wait for a confirmation, counts mailboxes by a keyed hash, and knows which claim
-- holds a row. SQLite cannot change a CHECK constraint in place, so the table is rebuilt.
CREATE TABLE outbox_next (
    id               TEXT PRIMARY KEY,          -- UUID, also the Message-ID's local part
    idempotency_key  TEXT UNIQUE,               -- the client's Idempotency-Key, if any
    request_hash     TEXT NOT NULL,             -- SHA-256 of the accepted summary, to spot key reuse
    recipient        TEXT NOT NULL,             -- keyed hash of the normalised mailbox (never the address)
    day              INTEGER NOT NULL,
    payload          TEXT,                      -- what to render (JSON); cleared once sent
    status           TEXT NOT NULL CHECK (status IN ('waiting', 'pending', 'sending', 'sent', 'dead')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,          -- unix ms
    lease_until      INTEGER,                   -- unix ms, while status = 'sending'
    last_error       TEXT,
    created_at       INTEGER NOT NULL,          -- unix ms
    sent_at          INTEGER,
    kind             TEXT NOT NULL DEFAULT 'summary' CHECK (kind IN ('summary', 'confirmation')),
    confirmation_id  TEXT,                      -- the confirmation a waiting summary waits for
    claim_id         TEXT                       -- the claim that holds a 'sending' row
);
INSERT INTO outbox_next (id, idempotency_key, request_hash, recipient, day, payload, status, attempts,
                         next_attempt_at, lease_until, last_error, created_at, sent_at)
    SELECT id, idempotency_key, request_hash, recipient, day, payload, status, attempts,
           next_attempt_at, lease_until, last_error, created_at, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lease ON outbox (status, lease_until);
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);
CREATE INDEX outbox_created ON outbox (created_at);
CREATE INDEX outbox_confirmation ON outbox (confirmation_id) WHERE confirmation_id IS NOT NULL;

-- A confirmation link sent to a mailbox: opening it confirms the mailbox and releases the summaries waiting.
CREATE TABLE recipient_confirmations (
    id            TEXT PRIMARY KEY,             -- UUID
    secret_hash   TEXT NOT NULL,                -- SHA-256 of the link's secret
    mailbox       TEXT NOT NULL,                -- keyed hash of the normalised mailbox
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    confirmed_at  INTEGER
);
CREATE INDEX recipient_confirmations_expiry ON recipient_confirmations (expires_at);

-- Keys the service generates once and every instance shares (e.g. the recipient-token key).
CREATE TABLE service_keys (
    name   TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

-- Request counts per client and window, for limits that hold across instances.
CREATE TABLE client_limits (
    client        TEXT NOT NULL,
    window_start  INTEGER NOT NULL,
    count         INTEGER NOT NULL,
    PRIMARY KEY (client, window_start)
);
