-- The PostgreSQL twin of ../sqlite/20261126000002_announcements.sql.
CREATE TABLE announcements (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL,
    link        TEXT,
    send_at     BIGINT NOT NULL,
    cancelled_at BIGINT,
    created_by  TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX announcements_send_at ON announcements (send_at);
