import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { getSite } from "~/content/site.server";
import { invitationEmail, resetEmail } from "./team-mail.server";
import { enqueueRenderedMail } from "./enqueue.server";
import type { MailTransport, OutgoingMail } from "./transport.server";
import { MailWorker } from "./worker.server";

const site = getSite();
const url = `${site.url}/admin/invitation/${"a".repeat(43)}`;

describe("the team's e-mails", () => {
  it("say who invited, as what, for how long, with both parts and the absolute link", () => {
    const mail = invitationEmail(site, { inviter: "Asha <b>Rao</b>", role: "owner", url, hours: 72 });
    expect(mail.subject).toBe(`You're invited to ${site.name}'s admin`);
    expect(mail.text).toContain("Asha <b>Rao</b> has invited you");
    expect(mail.text).toContain("as an owner");
    expect(mail.text).toContain(`Accept the invitation: ${url}`);
    expect(mail.text).toContain("works once and expires in 72 hours");
    expect(mail.html).toContain("Asha &lt;b&gt;Rao&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Rao</b>");
    expect(mail.html).toContain(`href="${url}"`);
  });

  it("greet a reset's user by a first name only when it reads as one", () => {
    expect(resetEmail(site, { name: "Rohan Mehta", sentBy: null, url, hours: 72 }).text).toContain("Dear Rohan,");
    expect(resetEmail(site, { name: "evil.example/claim", sentBy: null, url, hours: 72 }).text).toContain("Hello,");
  });
});

describe.each(dialects)("a link's e-mail in the outbox on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("is sent like any other, and its body is blanked once it has left", async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m), close: () => {}, describe: "test" };
    await enqueueRenderedMail(t.db, "admin_invitation", "rohan@example.com", invitationEmail(site, { inviter: "Asha", role: "member", url, hours: 72 }));
    // Another kind keeps its body (the digest's are stored rendered too).
    await t.db
      .insertInto("mail_outbox")
      .values({ kind: "organiser_digest", to_address: "o@example.com", subject: "Digest", text_body: "kept", html_body: "<p>kept</p>", status: "pending", next_attempt_at: new Date(0).toISOString(), created_at: new Date().toISOString(), headers: "{}" })
      .execute();

    await new MailWorker({ db: t.db, transport, log: () => {} }).drain();
    expect(sent.map((m) => m.kind).sort()).toEqual(["admin_invitation", "organiser_digest"]);
    expect(sent.find((m) => m.kind === "admin_invitation")!.text).toContain(url);
    const rows = await t.db.selectFrom("mail_outbox").select(["kind", "status", "text_body", "html_body", "subject"]).orderBy("id").execute();
    expect(rows).toEqual([
      { kind: "admin_invitation", status: "sent", text_body: "", html_body: "", subject: `You're invited to ${site.name}'s admin` },
      { kind: "organiser_digest", status: "sent", text_body: "kept", html_body: "<p>kept</p>", subject: "Digest" },
    ]);
  });
});
