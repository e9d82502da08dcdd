-- The PostgreSQL twin of ../sqlite/20261128000002_client_budgets.sql.
CREATE TABLE client_budget_keys (
    day  BIGINT PRIMARY KEY,
    key  BYTEA NOT NULL
);
CREATE TABLE client_budgets (
    day     BIGINT NOT NULL,
    client  TEXT NOT NULL,
    spent   BIGINT NOT NULL,
    PRIMARY KEY (day, client)
);
