-- A request sent again (its answer lost on the way) is the same request: one row per author key.
CREATE UNIQUE INDEX prayer_requests_author ON prayer_requests (author_hash);
