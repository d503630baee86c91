/**
 * npm run seed -- --leads 100000
 * Adds sample leads to the configured database (DATABASE_URL, or DATA_DIR/SQLITE_FILE), for
 * trying the dashboard and for the bench. Never run it against production data.
 */
import { seedLeads } from "./seed-leads";
import { openConfiguredDb } from "./configured-db";

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const leads = Number(arg("leads", "1000"));
if (!Number.isInteger(leads) || leads < 0 || leads > 10_000_000) {
  console.error("--leads must be a whole number from 0 to 10,000,000");
  process.exit(1);
}
const { db, where } = await openConfiguredDb();
const started = performance.now();
const result = await seedLeads(db, { leads, seed: Date.now() % 2 ** 31 });
await db.destroy();
console.log(
  `Seeded ${result.brochure} brochure leads and ${result.others} each of waitlist, inquiries and newsletter into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
