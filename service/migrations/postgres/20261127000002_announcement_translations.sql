-- The PostgreSQL twin of ../sqlite/20261127000002_announcement_translations.sql.
CREATE TABLE announcement_translations (
    announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    lang            TEXT NOT NULL,
    title           TEXT NOT NULL,
    body            TEXT NOT NULL,
    PRIMARY KEY (announcement_id, lang)
);
