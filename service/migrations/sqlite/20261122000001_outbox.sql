-- Day summaries accepted for e-mail, kept until delivered (the durable outbox).
CREATE TABLE outbox (
    id               TEXT PRIMARY KEY,          -- UUID, also the Message-ID's local part
    idempotency_key  TEXT UNIQUE,               -- the client's Idempotency-Key, if any
    request_hash     TEXT NOT NULL,             -- SHA-256 of the accepted summary, to spot key reuse
    recipient        TEXT NOT NULL,
    day              INTEGER NOT NULL,
    payload          TEXT,                      -- the validated summary (JSON); cleared once sent
    status           TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,          -- unix ms
    lease_until      INTEGER,                   -- unix ms, while status = 'sending'
    last_error       TEXT,
    created_at       INTEGER NOT NULL,          -- unix ms
    sent_at          INTEGER
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lease ON outbox (status, lease_until);
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);

-- One row the readiness probe writes, proving the database accepts writes.
CREATE TABLE heartbeat (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    at  INTEGER NOT NULL
);
