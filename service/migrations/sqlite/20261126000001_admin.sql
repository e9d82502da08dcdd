-- The church's admin area (issue 30). Administrators (ADMIN_EMAILS) sign in with a one-time
-- code or link that the outbox mails them; a session is a cookie whose hash is kept here; every
-- admin action is in the audit log. The outbox gets a third kind of mail, the sign-in mail:
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt.
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
    kind             TEXT NOT NULL DEFAULT 'summary' CHECK (kind IN ('summary', 'confirmation', 'admin_sign_in')),
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

-- A sign-in mail's code and link: single use, valid 15 minutes, a few tries of the code.
CREATE TABLE admin_sign_ins (
    id          TEXT PRIMARY KEY,               -- UUID, the link's first part
    email       TEXT NOT NULL,                  -- the administrator's address, as ADMIN_EMAILS names it
    code_hash   TEXT NOT NULL,                  -- SHA-256 of "{id}:{code}"
    link_hash   TEXT NOT NULL,                  -- SHA-256 of the link's secret
    attempts    INTEGER NOT NULL DEFAULT 0,     -- wrong codes typed
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER
);
CREATE INDEX admin_sign_ins_email ON admin_sign_ins (email, created_at);

-- A signed-in administrator: the cookie's hash, never the cookie.
CREATE TABLE admin_sessions (
    token_hash  TEXT PRIMARY KEY,
    email       TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL
);

-- Who did what, when (shown on the admin page).
CREATE TABLE admin_audit (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    at      INTEGER NOT NULL,
    email   TEXT NOT NULL,
    action  TEXT NOT NULL
);
CREATE INDEX admin_audit_at ON admin_audit (at);
