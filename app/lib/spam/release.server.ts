import type { Db } from "~/lib/db/db.server";
import { recordAudit } from "~/lib/admin/audit.server";
import type { Admin } from "~/lib/admin/users.server";
import { writeTransaction } from "~/lib/db/write-batch.server";
import { store } from "~/lib/forms/form-action.server";
import { getFormConfig } from "~/lib/forms/config.server";
import { log } from "~/lib/log.server";
import { takeSpam } from "./spam.server";

type ReleaseResult =
  | { status: "moved"; form: string; leadId: number; duplicate: boolean }
  /** Already moved or erased: a second click, another tab, the 30-day erasure. */
  | { status: "gone" }
  /** The post failed the form's rules: there is no lead to make of it. */
  | { status: "invalid" };

/**
 * "Not spam": the post becomes the lead it would have been, with the e-mails it would have sent,
 * in one write transaction with its removal from the spam table. The removal is the claim
 * (takeSpam), so repeated or concurrent posts for one row store one lead and one set of
 * e-mails. The lead keeps the time the visitor sent it; its e-mails go out now. The audit line
 * naming `actor` is written in the same transaction, once, by the post that moved it.
 */
export async function releaseSpam(db: Db, id: number, actor: Admin): Promise<ReleaseResult> {
  const found = await db.selectFrom("spam_posts").select("valid").where("id", "=", id).executeTakeFirst();
  if (!found) return { status: "gone" };
  if (Number(found.valid) !== 1) return { status: "invalid" };
  const result = await writeTransaction(db, async (trx): Promise<ReleaseResult> => {
    const spam = await takeSpam(trx, id);
    if (!spam) return { status: "gone" };
    const stored = await store(
      trx,
      spam.form,
      spam.fields,
      {
        sourcePage: spam.sourcePage,
        attribution: spam.context.attribution,
        consentVersion: spam.context.consentVersion,
        now: new Date(spam.createdAt),
        duplicateWindowMs: getFormConfig().duplicateWindowMs,
      },
      { retreatName: spam.context.retreatName ?? "", brochureUrl: spam.context.brochureUrl },
    );
    const detail = `${spam.form} form, sent ${spam.createdAt.slice(0, 10)}${stored.duplicate ? ": already among the leads, not stored again" : `: now lead ${stored.id}`}`;
    await recordAudit(trx, actor, "spam.release", { subject: `spam post ${id}`, detail });
    return { status: "moved", form: spam.form, leadId: stored.id, duplicate: stored.duplicate };
  });
  log.info("spam moved to the leads", { spamId: id, ...result });
  return result;
}
