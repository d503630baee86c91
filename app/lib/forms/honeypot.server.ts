import { HONEYPOT_FIELD, STARTED_FIELD } from "./guard-fields";
import { verifyStartedAt } from "./started.server";

/** Which check took a post for automated; the log names it (form-action.server.ts). */
export type BotTrap = "honeypot" | "too fast" | "no start time" | "unsigned start time";

/**
 * Which trap a post fell into, or null for a post that looks like a person's: the hidden
 * honeypot field is filled, or the form came back faster than a person could fill it (STYLE.md
 * §6; epic-stack docs/decisions/033-honeypot.md). The caller answers such posts exactly like a
 * success and stores nothing, so a bot learns nothing it could adapt to.
 *
 * `_started` is the server's clock at render time (root loader), never the browser's, so a
 * visitor whose device clock is wrong is not mistaken for a bot; it is signed (started.server.ts),
 * so a script cannot claim a render time it never had: without a valid signature the post is
 * caught like one sent too fast. `minFillMs` 0 turns the whole time check off, signature included.
 */
export function botTrap(
  formData: FormData,
  { now, minFillMs, secrets }: { now: number; minFillMs: number; secrets: readonly string[] },
): { trap: BotTrap | null; startedMs: number | null } {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") return { trap: "honeypot", startedMs: null };
  if (minFillMs <= 0) return { trap: null, startedMs: null };
  const started = verifyStartedAt(formData.get(STARTED_FIELD), secrets);
  if ("problem" in started) return { trap: started.problem === "missing" ? "no start time" : "unsigned start time", startedMs: null };
  return { trap: now - started.ms < minFillMs ? "too fast" : null, startedMs: started.ms };
}
