import { getDb } from "~/lib/db/db.server";
import { log } from "~/lib/log.server";
import { getFormConfig } from "./config.server";
import { getFormCookieSecrets } from "./secret.server";
import { signStartedAt } from "./started.server";

/**
 * The `_started` value for the page being rendered (root loader): now, signed with the form key.
 * With FORM_MIN_FILL_MS=0 the action checks no time, so nothing is signed and no key is read.
 * If the key cannot be read (the database is down) the page still renders, with the bare time:
 * a post from it is taken for automated, but the database that would store it is down too.
 */
export async function formRenderTime(now = Date.now()): Promise<string> {
  if (getFormConfig().minFillMs <= 0) return String(now);
  try {
    const [secret] = await getFormCookieSecrets(getDb);
    return signStartedAt(now, secret!);
  } catch (error) {
    log.error("form key unavailable", { error: (error as Error)?.name ?? "Error" });
    return String(now);
  }
}
