-- The church's anonymous tally (issue 30): a device whose member chose to be counted sends only
-- (day, slot, a random token made fresh on the device for that day), never anything that links two
-- days, two devices, a subscription or an address; no client address is kept with it. The marks
-- count distinct devices while their day is open; then only the totals are kept.
CREATE TABLE tally_marks (
    day    INTEGER NOT NULL,
    slot   TEXT NOT NULL,          -- a slot key, or 'prayer-watch'
    token  TEXT NOT NULL,          -- the device's token for that day
    PRIMARY KEY (day, slot, token)
);
CREATE TABLE tally_totals (
    day      INTEGER NOT NULL,
    slot     TEXT NOT NULL,        -- a slot key, 'prayer-watch', or '*' (devices that day)
    devices  INTEGER NOT NULL,
    PRIMARY KEY (day, slot)
);
