// Types for logger.mjs (plain ESM: the server runs under plain node), for the TypeScript that
// imports it (app/lib/log.server.ts and the tests).
import type { Logger, LoggerOptions, DestinationStream } from "pino";
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const REDACT_PATHS: string[];
export declare function createLogger(options?: LoggerOptions & { destination?: DestinationStream }): Logger;
export declare const logger: Logger;
export declare function loggedPath(url: string): string;
export declare function requestLogger(
  log?: Logger,
  options?: { acceptIncoming?: (req: IncomingMessage) => boolean },
): (req: IncomingMessage, res: ServerResponse & { locals: Record<string, unknown> }, next: (error?: unknown) => void) => void;
