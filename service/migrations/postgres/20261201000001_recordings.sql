-- The pastor's recordings of the day guides (issue 44): one per day and language, kept in the
-- database so that every instance serves it, with its format and length read when uploaded and
-- the SHA-256 of its bytes as its version. Replaced by a new upload, deleted by an administrator.
CREATE TABLE recordings (
    day          BIGINT NOT NULL,
    lang         TEXT NOT NULL,
    mime         TEXT NOT NULL,
    duration_ms  BIGINT NOT NULL,
    size         BIGINT NOT NULL,
    sha256       TEXT NOT NULL,
    bytes        BYTEA NOT NULL,
    uploaded_at  BIGINT NOT NULL,
    PRIMARY KEY (day, lang)
);
