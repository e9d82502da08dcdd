-- The PostgreSQL twin of ../sqlite/20261127000001_member_language.sql.
ALTER TABLE push_subscriptions ADD COLUMN language TEXT;
