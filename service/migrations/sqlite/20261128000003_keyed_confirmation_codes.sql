-- A confirmation's code is stored under a keyed hash (HMAC-SHA-256 with the recipient key, the
-- key mailboxes are hashed with) instead of a plain SHA-256 of "{id}:{code}", which anyone who
-- read the database could reverse by trying the million codes (issue 40). The plain hashes go:
-- a request asked before this change can no longer be confirmed by its code, only by the link
-- in the same mail (a code typed is answered "this confirmation has ended").
UPDATE recipient_confirmations SET code_hash = '';
