-- The PostgreSQL twin of ../sqlite/20261128000003_keyed_confirmation_codes.sql.
UPDATE recipient_confirmations SET code_hash = '';
