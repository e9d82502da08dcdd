-- The PostgreSQL twin of ../sqlite/20261126000004_tally.sql.
CREATE TABLE tally_marks (
    day    BIGINT NOT NULL,
    slot   TEXT NOT NULL,
    token  TEXT NOT NULL,
    PRIMARY KEY (day, slot, token)
);
CREATE TABLE tally_totals (
    day      BIGINT NOT NULL,
    slot     TEXT NOT NULL,
    devices  BIGINT NOT NULL,
    PRIMARY KEY (day, slot)
);
