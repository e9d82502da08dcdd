// scripts/test.mjs's name for the throwaway PostgreSQL server, which is testkit/postgres.mjs.
export { withPostgres } from '../../testkit/postgres.mjs';
