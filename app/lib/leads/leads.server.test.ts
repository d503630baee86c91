import { afterEach, describe, expect, it, vi } from "vitest";
import * as mail from "~/lib/mail/enqueue.server";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { hashConfirmToken, storeBrochureSignup, storeNewsletterSubscriber, type LeadContext } from "./leads.server";

const ctx = (now: number): LeadContext => ({
  sourcePage: "/retreats/goa-2025",
  attribution: EMPTY_ATTRIBUTION,
  consentVersion: "2025-11-01",
  now: new Date(now),
});

describe.each(dialects)("lead inserts on %s", (dialect) => {
  const t = useTestDb(dialect);
  afterEach(() => vi.restoreAllMocks());

  it("stores a double click racing on two connections once", async () => {
    const lead = { name: "Race", email: "race@example.com", phone: "1", brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa" };
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 6 }, () => storeBrochureSignup(t.db, lead, ctx(now))));
    const rows = await t.db.selectFrom("brochure_signups").selectAll().where("email", "=", "race@example.com").execute();
    expect(rows).toHaveLength(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([rows[0]!.id]));
  });

  it("hands the lead and the raw newsletter token to the mail outbox inside the transaction", async () => {
    const spy = vi.spyOn(mail, "enqueueLeadEmails");
    const { id } = await storeNewsletterSubscriber(t.db, { name: null, email: "token@example.com" }, ctx(Date.now()));
    expect(spy).toHaveBeenCalledTimes(1);
    const [trx, lead] = spy.mock.calls[0]!;
    expect(trx.isTransaction).toBe(true);
    expect(lead).toMatchObject({ table: "newsletter_subscribers", id, kind: "newsletter", email: "token@example.com" });
    const row = await t.db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.confirm_token_hash).toBe(hashConfirmToken(lead.confirmToken!));
    expect(row.confirm_token_hash).not.toBe(lead.confirmToken);
  });

  it("rolls the lead back when its e-mails cannot be queued", async () => {
    vi.spyOn(mail, "enqueueLeadEmails").mockRejectedValueOnce(new Error("outbox down"));
    const lead = { name: "Roll", email: "roll@example.com", phone: "1", brochureUrl: "/b.pdf", retreatName: "Goa" };
    await expect(storeBrochureSignup(t.db, lead, ctx(Date.now()))).rejects.toThrow();
    const rows = await t.db.selectFrom("brochure_signups").selectAll().where("email", "=", "roll@example.com").execute();
    expect(rows).toHaveLength(0);
  });
});
