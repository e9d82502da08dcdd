-- The admin door cannot be forced (issue 40). Codes are stored under a keyed hash (HMAC with a
-- service key), so the sign-ins written before this one can no longer be checked: they go (they
-- lived 15 minutes). One row an administrator holds what is counted across their sign-ins, each
-- changed by one conditional statement: when the last sign-in mail was let through (one a
-- minute, whoever asks) and the code tries of the day (a cap across sign-ins).
DELETE FROM admin_sign_ins;

CREATE TABLE admin_accounts (
    email        TEXT PRIMARY KEY,            -- as ADMIN_EMAILS names it; deleted when it no longer does
    next_mail_at INTEGER NOT NULL DEFAULT 0,  -- no new sign-in mail before this instant
    code_day     INTEGER NOT NULL DEFAULT 0,  -- the UTC day code_tries counts
    code_tries   INTEGER NOT NULL DEFAULT 0   -- codes judged that day, across sign-ins
);
