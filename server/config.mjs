import proxyaddr from "proxy-addr";

/** A comma-separated list proxy-addr accepts: loopback, linklocal, uniquelocal, IPs, CIDR ranges. */
function isAddressList(value) {
  try {
    proxyaddr.compile(value.split(",").map((v) => v.trim()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Process-level configuration (port, host, proxy trust), read and validated once at start.
 * App-level settings (database, site facts) are validated by the build itself when it loads.
 */
export function readServerConfig(env = process.env) {
  const errors = [];
  const port = env.PORT === undefined || env.PORT === "" ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  const host = env.HOST?.trim() || "0.0.0.0";
  if (!/^[\w.:-]+$/.test(host)) errors.push(`HOST must be a host name or IP address (got "${env.HOST}")`);
  const trustProxy = env.TRUST_PROXY ?? "";
  if (!["", "true", "false"].includes(trustProxy) && !/^\d+$/.test(trustProxy) && !isAddressList(trustProxy))
    errors.push(
      `TRUST_PROXY must be false, the proxy's address (loopback, an IP address or a CIDR range, comma-separated), a hop count or true (got "${trustProxy}")`,
    );
  const shutdownMs = env.SHUTDOWN_TIMEOUT_MS ? Number(env.SHUTDOWN_TIMEOUT_MS) : 10_000;
  if (!Number.isInteger(shutdownMs) || shutdownMs < 0) errors.push(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds`);
  if (errors.length) {
    const error = new Error(`Invalid configuration:\n  - ${errors.join("\n  - ")}`);
    error.name = "ConfigError";
    throw error;
  }
  return {
    port,
    host,
    trustProxy: trustProxy === "true" ? true : trustProxy === "false" || trustProxy === "" ? false : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    shutdownMs,
  };
}
