-- Daily budgets per client that hold across restarts and instances (issue 40): the tally's 300
-- ticks a day per client address (IPv6: per /48). No address is stored: a client is counted
-- under an HMAC of its address made with that UTC day's key, and the retention job deletes a
-- day's key and its counts once the day is over, so yesterday's hashes can no longer be tied to
-- anyone.
CREATE TABLE client_budget_keys (
    day  INTEGER PRIMARY KEY,      -- the UTC day (days since 1970-01-01)
    key  BLOB NOT NULL             -- 32 random bytes
);
CREATE TABLE client_budgets (
    day     INTEGER NOT NULL,
    client  TEXT NOT NULL,         -- HMAC-SHA-256 (hex) of the budget's name and the client, under the day's key
    spent   INTEGER NOT NULL,
    PRIMARY KEY (day, client)
);
