-- The pastor's recordings of the day guides (issue 44): one per day and language, kept in the
-- database so that every instance serves it, with its format and length read when uploaded and
-- the SHA-256 of its bytes as its version. Replaced by a new upload, deleted by an administrator.
CREATE TABLE recordings (
    day          INTEGER NOT NULL,
    lang         TEXT NOT NULL,
    mime         TEXT NOT NULL,
    duration_ms  INTEGER NOT NULL,
    size         INTEGER NOT NULL,
    sha256       TEXT NOT NULL,
    bytes        BLOB NOT NULL,
    uploaded_at  INTEGER NOT NULL,
    PRIMARY KEY (day, lang)
);
