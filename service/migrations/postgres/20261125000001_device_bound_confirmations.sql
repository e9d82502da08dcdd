-- The PostgreSQL twin of ../sqlite/20261125000001_device_bound_confirmations.sql.
DELETE FROM outbox WHERE status = 'waiting';
DELETE FROM recipient_confirmations;
ALTER TABLE recipient_confirmations ADD COLUMN token_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE recipient_confirmations ADD COLUMN code_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE recipient_confirmations ADD COLUMN code_attempts BIGINT NOT NULL DEFAULT 0;
CREATE INDEX recipient_confirmations_mailbox ON recipient_confirmations (mailbox);
