import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { loadSite } from "~/content/site.server";
import { parseEnv } from "~/lib/env.server.mjs";
import { goLiveChecklist, isPublicUrl, sampleDetails } from "./go-live.server";
import { OWN_SITE_FACTS } from "../../../tests/support/site-facts";

const OWN = { SITE_URL: "https://www.anandaretreats.in", ...OWN_SITE_FACTS };


describe("the going-live checks", () => {
  it("name every sample detail still in use, with the setting that replaces it", () => {
    expect(sampleDetails(loadSite({})).map((s) => s.key)).toEqual([
      "SITE_EMAIL",
      "SITE_PHONE_DISPLAY and SITE_PHONE_DIGITS",
      "SITE_WHATSAPP_DIGITS",
      "SITE_SOCIAL_URL",
      "SITE_COMPANY_CIN",
      "SITE_COMPANY_GSTIN",
      "SITE_COMPANY_PAN",
      "SITE_COMPANY_ADDRESS",
    ]);
    expect(sampleDetails(loadSite({ SITE_EMAIL: "hello@anandaretreats.in" })).map((s) => s.key)).not.toContain("SITE_EMAIL");
    expect(sampleDetails(loadSite(OWN))).toEqual([]);
  });

  it("take only an https address on a real host as public", () => {
    for (const url of ["https://www.anandaretreats.in", "https://retreats.co.uk/"]) expect(isPublicUrl(url), url).toBe(true);
    for (const url of [undefined, "", "http://www.anandaretreats.in", "https://localhost:3000", "https://retreatly.example", "https://127.0.0.1", "https://box.local", "nonsense"])
      expect(isPublicUrl(url), String(url)).toBe(false);
  });
});

describe.each(dialects)("the going-live checklist on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("lists what a fresh install lacks, and drops each item once it is done", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-golive-"));
    try {
      const fresh = await goLiveChecklist(t.db, { env: parseEnv({ DATA_DIR: dataDir }), site: loadSite({}), today: "2025-11-01" });
      expect(fresh.map((i) => i.id)).toEqual(["sample-details", "site-url", "payment-links", "mail", "pictures", "backups"]);
      expect(fresh[0]!.details).toContain("E-mail: hello@retreatly.example (set SITE_EMAIL)");

      // The spec's bookable editions get their payment pages; mail, address and details are set;
      // a backup is made.
      await t.db.updateTable("retreat_editions").set({ payment_url: "https://rzp.io/l/goa" }).execute();
      fs.mkdirSync(path.join(dataDir, "backups"));
      fs.writeFileSync(path.join(dataDir, "backups", "retreatly-20251101T030000Z.sqlite"), "x");
      const env = parseEnv({ DATA_DIR: dataDir, ...OWN, SMTP_URL: "smtps://u:p@smtp.example:465", DKIM_DOMAIN: "anandaretreats.in", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: "key" });
      const done = await goLiveChecklist(t.db, { env, site: loadSite(OWN), today: "2025-11-01" });
      expect(done.map((i) => i.id)).toEqual(["pictures"]);
      // Three days later the backup is stale again.
      const later = await goLiveChecklist(t.db, { env, site: loadSite(OWN), today: "2025-11-01", now: Date.now() + 3 * 86_400_000 });
      expect(later.map((i) => i.id)).toEqual(["pictures", "backups"]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
