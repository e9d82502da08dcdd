-- A confirmation belongs to the device that asked for it (issue 28): confirming needs the link's
-- secret (or the code in the mail) together with that device's token, so a stranger who asked
-- first gains nothing when the member opens their mail. Nothing of a summary is kept until its
-- address is confirmed: the device sends it again then.
-- Confirmations made before this change could be completed by anyone who opened a link, so they
-- and the summaries waiting for them are dropped; members confirm once more.
DELETE FROM outbox WHERE status = 'waiting';
DELETE FROM recipient_confirmations;
ALTER TABLE recipient_confirmations ADD COLUMN token_hash TEXT NOT NULL DEFAULT '';   -- SHA-256 of the device's token
ALTER TABLE recipient_confirmations ADD COLUMN code_hash TEXT NOT NULL DEFAULT '';    -- SHA-256 of "{id}:{code}" (the code in the mail)
ALTER TABLE recipient_confirmations ADD COLUMN code_attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX recipient_confirmations_mailbox ON recipient_confirmations (mailbox);
