-- The prayer watch covered hour by hour (issue 43): a pledge is (the night's day, the turn's
-- start as minutes after the watch begins, a random token made fresh on the device for that
-- pledge), nothing that links it to a device, a subscription, an address or another pledge.
-- Taking a pledge back deletes its row; the counts are counted from the rows. Deleted when the
-- fast ends plus the church's grace.
CREATE TABLE watch_pledges (
    day     INTEGER NOT NULL,
    turn    INTEGER NOT NULL,
    token   TEXT NOT NULL,
    PRIMARY KEY (day, turn, token)
);
