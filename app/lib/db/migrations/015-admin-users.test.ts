import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { hashPassword, getStoredPasswordHash, storePasswordHash, verifyPassword } from "~/lib/admin/password.server";
import { createSession } from "~/lib/admin/session.server";
import { createOwner } from "~/lib/admin/setup.server";
import { findUserByEmail, hasUsers } from "~/lib/admin/users.server";
import { migrate } from "../db.server";
import { BEFORE_USERS } from "./015-admin-users";

const PASSWORD = "the shared one from before";
const at = "2026-11-20T12:00:00.000Z";

describe.each(dialects)("migration 015 on %s, over a database with today's single password", (dialect) => {
  const t = useTestDb(dialect, { before: "015" });

  it("ends every session once, keeps the shared password until the owner is created (then it is theirs), and names the old records' maker", async () => {
    const db = t.db as any;
    const hash = await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
    await storePasswordHash(t.db, hash);
    await db.insertInto("admin_sessions").values({ token_hash: "a".repeat(64), created_at: at, last_seen_at: at, expires_at: "2999-01-01T00:00:00.000Z" }).execute();
    const person = await db.insertInto("lead_people").values({ stage: "new", created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("lead_events").values({ person_id: person.id, kind: "note", stage: null, body: "Called, will decide by Friday", created_at: at }).execute();
    await db.insertInto("photo_changes").values({ image_id: "goa-hero", action: "uploaded", at }).execute();

    await migrate(t.db);

    expect(await t.db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
    const [event] = await t.db.selectFrom("lead_events").select(["actor", "actor_id", "body"]).execute();
    expect(event).toEqual({ actor: BEFORE_USERS, actor_id: null, body: "Called, will decide by Friday" });
    const [photo] = await t.db.selectFrom("photo_changes").select(["actor", "actor_id"]).execute();
    expect(photo).toEqual({ actor: BEFORE_USERS, actor_id: null });
    const audit = await t.db.selectFrom("admin_audit").select(["actor", "action"]).execute();
    expect(audit).toEqual([{ actor: "system", action: "users.switch" }]);

    // Until the owner exists the shared password is still there to sign in with...
    expect(await hasUsers(t.db)).toBe(false);
    expect(await getStoredPasswordHash(t.db)).toBe(hash);
    // ...and the owner made from it keeps it, while the shared row goes.
    const owner = await createOwner(t.db, { name: "Anika Mehta", email: "Anika@Retreatly.example", passwordHash: hash });
    expect(owner.role).toBe("owner");
    expect(await getStoredPasswordHash(t.db)).toBeNull();
    const found = (await findUserByEmail(t.db, "anika@retreatly.example"))!;
    expect(await verifyPassword(PASSWORD, found.password_hash)).toBe(true);

    // A session now names its user.
    await createSession(t.db, { idleSeconds: 60, maxSeconds: 600 }, { userId: owner.id, kind: "user", userAgent: "Firefox" });
    const [session] = await t.db.selectFrom("admin_sessions").select(["user_id", "kind", "user_agent"]).execute();
    expect(session).toEqual({ user_id: owner.id, kind: "user", user_agent: "Firefox" });
  });
});
