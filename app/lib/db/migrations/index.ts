import type { Migration } from "kysely";

/**
 * Every migration, in order. Each one is written with Kysely's schema builder only, so the same
 * code runs on SQLite and PostgreSQL. Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {};
