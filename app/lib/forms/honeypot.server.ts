import { HONEYPOT_FIELD, STARTED_FIELD } from "./guard-fields";

/**
 * True when a post looks automated: the hidden honeypot field is filled, or the form came back
 * faster than a person could fill it (STYLE.md §6; epic-stack docs/decisions/033-honeypot.md).
 * The caller answers such posts exactly like a success and stores nothing, so a bot learns
 * nothing it could adapt to.
 *
 * `_started` is the server's clock at render time (root loader), never the browser's, so a
 * visitor whose device clock is wrong is not mistaken for a bot.
 */
export function isLikelyBot(formData: FormData, { now, minFillMs }: { now: number; minFillMs: number }) {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") return true;
  if (minFillMs <= 0) return false;
  const started = Number(formData.get(STARTED_FIELD));
  if (!Number.isFinite(started) || started <= 0) return true;
  return now - started < minFillMs;
}
