import zlib from "node:zlib";

/**
 * How a message body is kept in the mail outbox. The rendered HTML of a confirmation is 4-5 KB,
 * mostly the same inline styles again and again; stored as is, every lead wrote two rows too
 * big for one database page, and those overflow pages were most of what each lead's commit had
 * to put on disk. Deflated (and base64, so it stays text on SQLite and PostgreSQL alike) it is
 * about a third of that. Rows written before this, without the prefix, read back as they are.
 */
const PREFIX = "deflate64:";

export function packBody(body: string): string {
  if (body.length < 256) return body; // not worth it: a short text reads better as is
  return PREFIX + zlib.deflateRawSync(body, { level: 9 }).toString("base64");
}

export function unpackBody(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  return zlib.inflateRawSync(Buffer.from(stored.slice(PREFIX.length), "base64")).toString("utf8");
}
