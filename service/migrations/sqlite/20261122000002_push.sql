-- Members' web-push subscriptions, each with its next reminder due (indexed: a pass costs O(due)).
CREATE TABLE push_subscriptions (
    id            TEXT PRIMARY KEY,                -- UUID
    token_hash    TEXT NOT NULL,                   -- SHA-256 of the bearer token given to the member
    endpoint      TEXT NOT NULL UNIQUE,
    p256dh        TEXT NOT NULL,
    auth          TEXT NOT NULL,
    time_zone     TEXT NOT NULL,                   -- IANA name
    slots         TEXT NOT NULL,                   -- JSON array of chosen reminder keys
    next_due_at   INTEGER,                         -- unix ms; NULL once the programme is over
    next_day      INTEGER,
    next_slot     TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);

CREATE INDEX push_subscriptions_due ON push_subscriptions (next_due_at) WHERE next_due_at IS NOT NULL;

-- One row per reminder ever claimed: the primary key makes each go out at most once.
CREATE TABLE push_deliveries (
    subscription_id  TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    day              INTEGER NOT NULL,
    slot             TEXT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'skipped', 'failed')),
    created_at       INTEGER NOT NULL,
    PRIMARY KEY (subscription_id, day, slot)
);

-- Reminders a member snoozed from the notification: sent again at due_at, once.
CREATE TABLE push_snoozes (
    subscription_id  TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    day              INTEGER NOT NULL,
    slot             TEXT NOT NULL,
    due_at           INTEGER NOT NULL,
    PRIMARY KEY (subscription_id, day, slot)
);

CREATE INDEX push_snoozes_due ON push_snoozes (due_at);
