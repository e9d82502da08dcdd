-- Finding subscriptions with nothing left to send must not scan the table (the due index leaves NULLs out).
CREATE INDEX push_subscriptions_finished ON push_subscriptions (id) WHERE next_due_at IS NULL;
