-- The PostgreSQL twin of ../sqlite/20261128000001_admin_sign_in_guard.sql.
DELETE FROM admin_sign_ins;

CREATE TABLE admin_accounts (
    email        TEXT PRIMARY KEY,
    next_mail_at BIGINT NOT NULL DEFAULT 0,
    code_day     BIGINT NOT NULL DEFAULT 0,
    code_tries   BIGINT NOT NULL DEFAULT 0
);
