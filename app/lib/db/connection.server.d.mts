// Types of connection.server.mjs (plain ESM, for plain node): TypeScript reads this file instead.
import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { Env } from "../env.server.mjs";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "sqlite"; file: string };
export declare function databaseTarget(env?: Env): DatabaseTarget;
export declare function openSqlite(file: string, options?: { fileMustExist?: boolean }): SQLite.Database;
export declare function openPgPool(url: string, max: number, onError: (error: Error) => void): pg.Pool;
export declare function openOpsDb(target?: DatabaseTarget): Kysely<any>;
