-- The prayer wall (issue 43). A request keeps its text, its language and a hash of a key only
-- its author's device holds (fresh for each request), never an address, a subscription or a
-- device id. A "prayed" tap or a report keeps a random token made fresh on the device for that
-- request (and day), so a tap sent twice counts once; the counts live on the request. Everything
-- is deleted when the fast ends plus the church's grace, and a request at once when withdrawn.
CREATE TABLE prayer_requests (
    id            TEXT PRIMARY KEY,
    text          TEXT NOT NULL,
    lang          TEXT NOT NULL,
    author_hash   TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('waiting', 'shown', 'declined', 'hidden')),
    shown_at      INTEGER,             -- when the church put it on the wall (orders the wall)
    prayed        INTEGER NOT NULL DEFAULT 0,
    reports       INTEGER NOT NULL DEFAULT 0,
    answered      INTEGER NOT NULL DEFAULT 0,
    thanks        TEXT,
    thanks_shown  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX prayer_requests_wall ON prayer_requests (shown_at) WHERE status = 'shown';
CREATE INDEX prayer_requests_review ON prayer_requests (status);
CREATE TABLE prayer_taps (
    request_id  TEXT NOT NULL REFERENCES prayer_requests (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('prayed', 'report')),
    token       TEXT NOT NULL,
    day         INTEGER NOT NULL,      -- the programme day of a "prayed" tap (0: a report)
    PRIMARY KEY (request_id, kind, token)
);
