import { PostgresAdapter, type Kysely } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** Which database a client talks to, read from the client itself so callers need not pass it. */
export function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

