import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { LEAD_TABLES, LEAD_TABS } from "~/lib/leads/lead-tables";

/** Reads the rows a server stored, straight from its database (SQLite file or PostgreSQL). */
export interface LeadStore {
  find(table: string, email: string): Promise<Record<string, unknown>[]>;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

const TABLES = new Set<string>(LEAD_TABS.map((tab) => LEAD_TABLES[tab].table));
function checkTable(table: string) {
  if (!TABLES.has(table)) throw new Error(`not a lead table: ${table}`);
}

export function sqliteStore(dataDir: string): LeadStore {
  const db = new SQLite(path.join(dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return {
    async find(table, email) {
      checkTable(table);
      return db.prepare(`select * from ${table} where email = ?`).all(email) as Record<string, unknown>[];
    },
    async count(table) {
      checkTable(table);
      return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    },
    async close() {
      db.close();
    },
  };
}

export function pgStore(url: string): LeadStore {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  return {
    async find(table, email) {
      checkTable(table);
      return (await pool.query(`select * from ${table} where email = $1`, [email])).rows;
    },
    async count(table) {
      checkTable(table);
      return Number((await pool.query(`select count(*) as n from ${table}`)).rows[0].n);
    },
    async close() {
      await pool.end();
    },
  };
}
