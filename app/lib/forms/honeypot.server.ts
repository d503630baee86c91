import { HONEYPOT_FIELD, STARTED_FIELD } from "./guard-fields";

/** Which check took a post for automated; the log names it (form-action.server.ts). */
export type BotTrap = "honeypot" | "too fast" | "no start time";

/**
 * Which trap a post fell into, or null for a post that looks like a person's: the hidden
 * honeypot field is filled, or the form came back faster than a person could fill it (STYLE.md
 * §6; epic-stack docs/decisions/033-honeypot.md). The caller answers such posts exactly like a
 * success and stores nothing, so a bot learns nothing it could adapt to.
 *
 * `_started` is the server's clock at render time (root loader), never the browser's, so a
 * visitor whose device clock is wrong is not mistaken for a bot.
 */
export function botTrap(formData: FormData, { now, minFillMs }: { now: number; minFillMs: number }): BotTrap | null {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") return "honeypot";
  if (minFillMs <= 0) return null;
  const started = Number(formData.get(STARTED_FIELD));
  if (!Number.isFinite(started) || started <= 0) return "no start time";
  return now - started < minFillMs ? "too fast" : null;
}
