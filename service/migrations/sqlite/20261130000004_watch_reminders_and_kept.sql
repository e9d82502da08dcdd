-- Reminders for hours of the watch (issue 43): the turns a device with push reminders asked to
-- be reminded of, each pushed at the turn's start by the push engine's watch road. A row names
-- the subscription and the turn, never a pledge: the device sends this set apart from its
-- pledges, without their tokens. Marked done when sent or given up on (so a device sending its
-- set again is not reminded twice); deleted once the turn is over, with the subscription, and
-- with the watch when the fast and its grace are over.
CREATE TABLE watch_reminders (
    subscription_id  TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    day              INTEGER NOT NULL,
    turn             INTEGER NOT NULL,                  -- minutes after the watch begins
    due_at           INTEGER NOT NULL,                  -- unix ms: the turn's start
    ends_at          INTEGER NOT NULL,                  -- unix ms: no reminder after this
    tries            INTEGER NOT NULL DEFAULT 0,
    done             INTEGER NOT NULL DEFAULT 0,        -- 1: sent, or given up on
    claimed_until    INTEGER,                           -- unix ms, while a pass sends it
    claimed_by       TEXT,
    PRIMARY KEY (subscription_id, day, turn)
);
CREATE INDEX watch_reminders_due ON watch_reminders (due_at) WHERE done = 0;
CREATE INDEX watch_reminders_claimed_by ON watch_reminders (claimed_by) WHERE claimed_by IS NOT NULL;

-- "I kept this hour": (the night's day, the turn, a fresh token), counted per turn like a slot
-- tick; nothing else. Deleted with the watch.
CREATE TABLE watch_kept (
    day     INTEGER NOT NULL,
    turn    INTEGER NOT NULL,
    token   TEXT NOT NULL,
    PRIMARY KEY (day, turn, token)
);
