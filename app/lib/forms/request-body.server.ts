/**
 * Reads a form post defensively: a body over the limit is a 413, bytes that are not UTF-8 or
 * broken percent-encoding are a 400 with a message, and nothing here can end in a 500.
 */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const BODY_MESSAGES = {
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  notUtf8: "The form could not be read: it was not sent as UTF-8 text.",
  malformed: "The form could not be read: its data was malformed.",
  nul: "The form could not be read: it contains a NUL character, which no field accepts. Remove it and send the form again.",
  unsupported: "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.",
} as const;

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyError(413, BODY_MESSAGES.tooLarge);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Chunked bodies have no length header: stop reading as soon as the limit is passed.
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyError(413, BODY_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  return bytes;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array) {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BodyError(400, BODY_MESSAGES.notUtf8);
  }
}

// PostgreSQL refuses NUL in text, and no person types one: reject it here rather than fail later.
function checkText(value: string) {
  if (value.includes("\u0000")) throw new BodyError(400, BODY_MESSAGES.nul);
}

function decodeComponent(part: string) {
  try {
    // decodeURIComponent throws on broken escapes and on escaped bytes that are not UTF-8,
    // where URLSearchParams would quietly substitute U+FFFD.
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    throw new BodyError(400, BODY_MESSAGES.notUtf8);
  }
}

export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const bytes = await readLimited(request, limit);
  const text = decodeUtf8(bytes);
  const form = new FormData();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    for (const pair of text.split("&")) {
      if (!pair) continue;
      const eq = pair.indexOf("=");
      const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
      const value = eq === -1 ? "" : decodeComponent(pair.slice(eq + 1));
      checkText(key);
      checkText(value);
      form.append(key, value);
    }
    return form;
  }
  if (type.startsWith("multipart/form-data")) {
    let parsed: FormData;
    try {
      parsed = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
    } catch {
      throw new BodyError(400, BODY_MESSAGES.malformed);
    }
    for (const [key, value] of parsed) {
      // Lead forms take no files.
      if (typeof value !== "string") throw new BodyError(400, BODY_MESSAGES.malformed);
      checkText(key);
      checkText(value);
      form.append(key, value);
    }
    return form;
  }
  throw new BodyError(415, BODY_MESSAGES.unsupported);
}
