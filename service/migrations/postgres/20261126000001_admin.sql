-- The PostgreSQL twin of ../sqlite/20261126000001_admin.sql.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('summary', 'confirmation', 'admin_sign_in'));

CREATE TABLE admin_sign_ins (
    id          TEXT PRIMARY KEY,
    email       TEXT NOT NULL,
    code_hash   TEXT NOT NULL,
    link_hash   TEXT NOT NULL,
    attempts    BIGINT NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX admin_sign_ins_email ON admin_sign_ins (email, created_at);

CREATE TABLE admin_sessions (
    token_hash  TEXT PRIMARY KEY,
    email       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);

CREATE TABLE admin_audit (
    id      BIGSERIAL PRIMARY KEY,
    at      BIGINT NOT NULL,
    email   TEXT NOT NULL,
    action  TEXT NOT NULL
);
CREATE INDEX admin_audit_at ON admin_audit (at);
