import { describe, expect, it, vi } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { storeBrochureSignup } from "~/lib/leads/leads.server";
import { unpackBody } from "~/lib/mail/stored-body.server";
import { runDigest, startDigestSchedule, stopDigestSchedule } from "./digest.server";
import { refreshEnv } from "~/lib/env.server.mjs";

// 03:00 UTC is 08:30 in Kolkata.
const real = new Date("2026-11-27T03:00:00.000Z");
const env = (day: string, hour = "8") => ({ ...process.env, SITE_TODAY: day, SITE_TIME_ZONE: "Asia/Kolkata", DIGEST_HOUR: hour, ORGANISER_EMAIL: "owner@retreatly.example" });

describe.each(dialects)("the organiser's daily digest on %s", (dialect) => {
  const t = useTestDb(dialect);
  const digests = () => t.db.selectFrom("mail_outbox").select(["subject", "text_body", "to_address"]).where("kind", "=", "organiser_digest").execute();

  it("waits for the hour in the organiser's time zone, and sends nothing when there is nothing to say", async () => {
    expect((await runDigest(t.db, env("2025-11-01", "9"), real)).status).toBe("not-yet");
    expect((await runDigest(t.db, env("2025-11-01"), real)).status).toBe("nothing");
    expect((await runDigest(t.db, env("2025-11-01"), real)).status).toBe("done-already");
    expect(await digests()).toEqual([]);
    expect((await runDigest(t.db, env("2025-11-01", "off"), real)).status).toBe("off");
  });

  it("lists new leads and overdue follow-ups once a day, through the outbox", async () => {
    const ctx = { sourcePage: "/retreats/goa-2025", attribution: EMPTY_ATTRIBUTION, consentVersion: "2025-11-01", now: new Date() };
    await storeBrochureSignup(t.db, { name: "Nisha Rao", email: "nisha@example.com", phone: "9811111111", brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa" }, ctx);
    await storeBrochureSignup(t.db, { name: "Dev Patel", email: "dev@example.com", phone: "", brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa" }, ctx);
    const dev = await t.db.selectFrom("lead_requests").select("person_id").where("email_key", "=", "dev@example.com").executeTakeFirstOrThrow();
    await t.db.updateTable("lead_people").set({ stage: "contacted", follow_up_on: "2025-11-02" }).where("id", "=", dev.person_id).execute();
    await t.db.insertInto("lead_events").values([
      { person_id: dev.person_id, kind: "note", stage: null, body: "Asked about single rooms", created_at: "2025-10-30T09:00:00.000Z", actor_id: null },
      { person_id: dev.person_id, kind: "note", stage: null, body: "Call back after Diwali", created_at: "2025-11-01T09:00:00.000Z", actor_id: null },
    ]).execute();

    const result = await runDigest(t.db, env("2025-11-03"), real);
    expect(result).toEqual({ day: "2025-11-03", status: "queued", newLeads: 1, due: 1 });
    expect((await runDigest(t.db, env("2025-11-03"), real)).status).toBe("done-already");
    const mail = await digests();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe("owner@retreatly.example");
    expect(mail[0]!.subject).toBe("To follow up on 2025-11-03: 1 new lead, 1 follow-up due");
    const text = unpackBody(mail[0]!.text_body);
    // Each person with their phone and last note, so the organiser can call from the e-mail.
    expect(text).toContain("Nisha Rao (nisha@example.com, +919811111111): brochure request for the Goa Yoga & Surf Retreat.");
    expect(text).toContain("Dev Patel (dev@example.com): brochure request for the Goa Yoga & Surf Retreat. Follow up since 2025-11-02.\nLast note (2025-11-01): Call back after Diwali");
    expect(text).not.toContain("single rooms");
    expect(text).toMatch(/\/admin\/leads\/\d+/);
  });
});

describe("the digest's schedule in the server", () => {
  it("stops by waiting for a look in progress, so the database is never closed under it", async () => {
    vi.useFakeTimers();
    vi.stubEnv("MAIL_WORKER", "on");
    vi.stubEnv("DIGEST_HOUR", "8");
    refreshEnv();
    let open!: () => void;
    const opening = new Promise<void>((resolve) => (open = resolve));
    let looked = false;
    // The database the look waits for; it then fails, as one closed under it would.
    const getDb = async (): Promise<never> => {
      await opening;
      looked = true;
      throw new Error("database gone");
    };
    try {
      startDigestSchedule(getDb);
      await vi.advanceTimersByTimeAsync(1_000); // the first look, shortly after start
      let stopped = false;
      const stopping = stopDigestSchedule().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(120_000);
      expect(stopped).toBe(false);
      open();
      await stopping;
      expect(looked).toBe(true);
      // Stopped: no further look.
      looked = false;
      await vi.advanceTimersByTimeAsync(120_000);
      expect(looked).toBe(false);
    } finally {
      await stopDigestSchedule();
      vi.unstubAllEnvs();
      refreshEnv();
      vi.useRealTimers();
    }
  });
});
