-- Announcements from the church (issue 30): written by an administrator, sent now or at a
-- scheduled time, editable and cancellable until then; shown in the app from that time on.
CREATE TABLE announcements (
    id          TEXT PRIMARY KEY,              -- UUID
    title       TEXT NOT NULL,                 -- at most 60 characters
    body        TEXT NOT NULL,                 -- at most 280 characters
    link        TEXT,                          -- a page of the app ("/day/3", "/days", "/journey", "/")
    send_at     INTEGER NOT NULL,              -- unix ms: when it goes out
    cancelled_at INTEGER,
    created_by  TEXT NOT NULL,                 -- the administrator's address
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX announcements_send_at ON announcements (send_at);
