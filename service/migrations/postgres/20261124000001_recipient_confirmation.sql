-- The PostgreSQL twin of ../sqlite/20261124000001_recipient_confirmation.sql.
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
    CHECK (status IN ('waiting', 'pending', 'sending', 'sent', 'dead'));
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'summary' CHECK (kind IN ('summary', 'confirmation'));
ALTER TABLE outbox ADD COLUMN confirmation_id TEXT;
ALTER TABLE outbox ADD COLUMN claim_id TEXT;
CREATE INDEX outbox_created ON outbox (created_at);
CREATE INDEX outbox_confirmation ON outbox (confirmation_id) WHERE confirmation_id IS NOT NULL;

CREATE TABLE recipient_confirmations (
    id            TEXT PRIMARY KEY,
    secret_hash   TEXT NOT NULL,
    mailbox       TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    confirmed_at  BIGINT
);
CREATE INDEX recipient_confirmations_expiry ON recipient_confirmations (expires_at);

CREATE TABLE service_keys (
    name   TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

CREATE TABLE client_limits (
    client        TEXT NOT NULL,
    window_start  BIGINT NOT NULL,
    count         BIGINT NOT NULL,
    PRIMARY KEY (client, window_start)
);
