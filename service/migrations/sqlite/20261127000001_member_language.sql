-- The member's language (issue 32): what the device chose, sent as Accept-Language when it
-- subscribes and each time it changes its reminders; reminders are written in it. NULL (rows
-- from before): the programme's first language.
ALTER TABLE push_subscriptions ADD COLUMN language TEXT;
