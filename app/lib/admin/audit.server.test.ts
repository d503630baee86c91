import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { namedAdmin } from "../../../tests/support/team";
import { BEFORE_USERS } from "~/lib/db/migrations/015-admin-users";
import { AUDIT_ACTIONS, auditActors, listAudit, parseAuditFilters, recordAudit, recordExport, serializeAuditFilters, type AuditFilters } from "./audit.server";
import { DEFAULT_FILTERS } from "./lead-tabs";
import { BREAK_GLASS, LEGACY, removeUser, type Admin } from "./users.server";

const ZONE = "Asia/Kolkata";
const NOW = new Date("2026-11-27T12:00:00.000Z");
const ANY: AuditFilters = { user: "", action: "", range: "all", from: "", to: "", page: 1 };

describe("the audit page's URL state", () => {
  const parse = (query: string) => parseAuditFilters(new URLSearchParams(query));

  it("reads the filters, and keeps a clean query as it is", () => {
    const query = "user=3&action=lead.note&range=30&from=2026-11-01&to=2026-11-27&page=2";
    expect(parse(query)).toEqual({ filters: { user: "3", action: "lead.note", range: "30", from: "2026-11-01", to: "2026-11-27", page: 2 }, canonical: query });
    for (const user of ["break-glass", "before-users", "system"]) expect(parse(`user=${user}`).filters.user).toBe(user);
  });

  it("drops what it does not know, so the loader redirects to the clean URL", () => {
    expect(parse("user=0&action=lead.nope&range=365&from=2026-02-30&to=soon&page=0&x=1")).toEqual({ filters: ANY, canonical: "" });
    expect(parse("user=&action=&range=all&from=&to=").canonical).toBe("");
    expect(parse("user=constructor&action=toString").filters).toMatchObject({ user: "", action: "" });
    // Ends given the wrong way round mean the span between them.
    expect(parse("from=2026-11-27&to=2026-11-01").canonical).toBe("from=2026-11-01&to=2026-11-27");
  });

  it("writes the defaults out", () => {
    expect(serializeAuditFilters(ANY)).toBe("");
    expect(serializeAuditFilters({ ...ANY, user: "system", page: 3 })).toBe("user=system&page=3");
  });

  it("labels every action, as the action filter lists them", () => {
    expect(Object.values(AUDIT_ACTIONS).every((label) => /^[A-Z][a-z]/.test(label))).toBe(true);
    expect(new Set(Object.values(AUDIT_ACTIONS)).size).toBe(Object.keys(AUDIT_ACTIONS).length);
  });
});

describe.each(dialects)("the audit log on %s", (dialect) => {
  const t = useTestDb(dialect);
  let anika: Admin;
  let ravi: Admin;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    // The migration's own entry ("switched to named users") is dated by the real clock: the
    // entries here are dated on purpose instead.
    await t.db.deleteFrom("admin_audit").execute();
    anika = await namedAdmin(t.db, "Anika Rao", "owner");
    ravi = await namedAdmin(t.db, "Ravi");
    // 18:29 and 18:31 UTC on 2026-11-26 are the last minute of the 26th and the first of the
    // 27th in Kolkata (UTC+05:30).
    await recordAudit(t.db, anika, "sign-in", {}, at("2026-11-20T04:00:00.000Z"));
    await recordAudit(t.db, anika, "lead.note", { subject: "lead 7" }, at("2026-11-26T18:29:00.000Z"));
    await recordAudit(t.db, ravi, "lead.stage", { subject: "lead 7", detail: "New → Contacted" }, at("2026-11-26T18:31:00.000Z"));
    await recordAudit(t.db, BREAK_GLASS, "edition.edit", { subject: "goa-2026", detail: "x".repeat(800) }, at("2026-11-27T09:00:00.000Z"));
    await recordAudit(t.db, LEGACY, "sign-in", {}, at("2026-01-05T10:00:00.000Z"));
    await recordAudit(t.db, "system", "users.switch", {}, at("2026-01-05T10:05:00.000Z"));
    await recordAudit(t.db, ravi, "photo.upload", { subject: "goa-2025/stay-1" }, at("2026-11-27T10:00:00.000Z"));
    // A shared-password sign-in written as its session named it, before the records said "before users".
    await t.db.insertInto("admin_audit").values({ at: "2026-01-04T10:00:00.000Z", user_id: null, actor: "admin", action: "sign-in", subject: null, detail: null }).execute();
  });

  const list = (filters: Partial<AuditFilters>, pageSize?: number) => listAudit(t.db, { ...ANY, ...filters }, { now: NOW, timeZone: ZONE, pageSize });

  it("lists the entries newest first, each with who, what and a link to what it was about", async () => {
    const { entries, total } = await list({});
    expect(total).toBe(8);
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      ["Ravi", "photo.upload"],
      ["break-glass owner", "edition.edit"],
      ["Ravi", "lead.stage"],
      ["Anika Rao", "lead.note"],
      ["Anika Rao", "sign-in"],
      ["system", "users.switch"],
      [BEFORE_USERS, "sign-in"],
      [BEFORE_USERS, "sign-in"],
    ]);
    expect(entries[0]).toMatchObject({ label: "Uploaded a photograph", userId: ravi.id, href: "/admin/photos/goa-2025/stay-1" });
    expect(entries[1]).toMatchObject({ label: "Edited an edition", userId: null, href: "/admin/retreats/goa-2026" });
    expect(entries[1]!.detail).toHaveLength(500);
    expect(entries[2]).toMatchObject({ label: "Changed a stage", subject: "lead 7", href: "/admin/leads/7", detail: "New → Contacted" });
    expect(entries[4]).toMatchObject({ subject: null, href: null });
  });

  it("filters by user: a named one by their id, and the break-glass owner, before users and the system", async () => {
    const who = async (user: string) => (await list({ user })).entries.map((e) => e.action);
    expect(await who(String(anika.id))).toEqual(["lead.note", "sign-in"]);
    expect(await who(String(ravi.id))).toEqual(["photo.upload", "lead.stage"]);
    expect(await who("break-glass")).toEqual(["edition.edit"]);
    expect(await who("before-users")).toEqual(["sign-in", "sign-in"]);
    expect(await who("system")).toEqual(["users.switch"]);
    expect(await who("99999")).toEqual([]);
  });

  it("filters by kind of action, and by user and action together", async () => {
    expect((await list({ action: "sign-in" })).total).toBe(3);
    expect((await list({ action: "sign-in", user: String(anika.id) })).entries.map((e) => e.at)).toEqual(["2026-11-20T04:00:00.000Z"]);
    expect((await list({ action: "lead.delete" })).entries).toEqual([]);
  });

  it("filters by the organiser's days, each end included, and by the last N days", async () => {
    const on = async (from: string, to: string) => (await list({ from, to })).entries.map((e) => e.action);
    expect(await on("2026-11-26", "2026-11-26")).toEqual(["lead.note"]);
    expect(await on("2026-11-27", "2026-11-27")).toEqual(["photo.upload", "edition.edit", "lead.stage"]);
    expect(await on("2026-11-20", "2026-11-26")).toEqual(["lead.note", "sign-in"]);
    expect((await list({ range: "7" })).entries.map((e) => e.action)).toEqual(["photo.upload", "edition.edit", "lead.stage", "lead.note"]);
  });

  it("pages through the whole filtered set, with its total", async () => {
    const first = await list({ page: 1 }, 3);
    const third = await list({ page: 3 }, 3);
    expect([first.total, first.entries.length, third.entries.length]).toEqual([8, 3, 2]);
    expect(third.entries.map((e) => e.action)).toEqual(["sign-in", "sign-in"]);
    expect((await list({ page: 4 }, 3)).entries).toEqual([]);
  });

  it("offers every named user, removed ones too (their entries stay), then the others", async () => {
    await removeUser(t.db, ravi.id!);
    expect(await auditActors(t.db)).toEqual([
      { value: String(anika.id), label: "Anika Rao" },
      { value: String(ravi.id), label: "Ravi (removed)" },
      { value: "break-glass", label: "break-glass owner" },
      { value: "before-users", label: BEFORE_USERS },
      { value: "system", label: "system" },
    ]);
    // The entries keep the name as it was.
    expect((await list({ user: String(ravi.id) })).entries.map((e) => e.actor)).toEqual(["Ravi", "Ravi"]);
  });

  it("writes an export's filters and count as its detail", async () => {
    await recordExport(t.db, anika, { format: "csv", filters: { ...DEFAULT_FILTERS, q: "priya", range: "30" }, count: 1 });
    await recordExport(t.db, anika, { format: "emails", filters: { ...DEFAULT_FILTERS, tab: "waitlist", retreat: "Bali 2026", from: "2026-11-01" }, count: 12 });
    await recordExport(t.db, BREAK_GLASS, { format: "xlsx", filters: { ...DEFAULT_FILTERS, tab: "newsletter", to: "2026-11-01" }, count: 0 });
    const exports = (await listAudit(t.db, { ...ANY, action: "leads.export" }, { now: NOW, timeZone: ZONE })).entries;
    expect(exports.map((e) => [e.actor, e.subject, e.detail])).toEqual([
      ["break-glass owner", "XLSX", "Newsletter · the start to 2026-11-01 · 0 rows"],
      ["Anika Rao", "e-mail addresses", "Waitlist · Bali 2026 · 2026-11-01 to today · 12 addresses"],
      ["Anika Rao", "CSV", 'Brochure leads · search "priya" · last 30 days · 1 row'],
    ]);
  });
});
