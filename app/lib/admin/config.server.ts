import { getEnv, parseEnv, type Env } from "~/lib/env.server.mjs";
import { weakHashReason } from "./password-hash.server";

/**
 * The admin's settings: the environment module's, with ADMIN_PASSWORD_HASH refused when its
 * scrypt parameters are below the floor (unless ADMIN_ALLOW_WEAK_HASH=1, for tests). That check
 * is here rather than in the environment module because it reads the hash format
 * (password-hash.server.ts), which plain node cannot import.
 */
function checkAdminEnv(env: Env): Env {
  const reason = env.ADMIN_PASSWORD_HASH && env.ADMIN_ALLOW_WEAK_HASH !== "1" ? weakHashReason(env.ADMIN_PASSWORD_HASH) : null;
  if (reason) {
    const error = new Error(`Invalid configuration:\n  - ADMIN_PASSWORD_HASH is refused: ${reason}`);
    error.name = "ConfigError";
    throw error;
  }
  return env;
}

/** The settings from an environment a test gives. */
export function parseAdminEnv(source: NodeJS.ProcessEnv): Env {
  return checkAdminEnv(parseEnv(source));
}

export function getAdminEnv(): Env {
  return checkAdminEnv(getEnv());
}
