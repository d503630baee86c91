import type { SubmissionResult } from "@conform-to/react";
import type { FormKind } from "./schemas";

/**
 * What the form action answers, read by the form components (fetcher.data with JavaScript,
 * useActionData without). Shared by server and browser, so it holds no server-only code.
 */
export type FormReply =
  | {
      form: FormKind;
      status: "success";
      result: SubmissionResult<string[]>;
      /** Where the flow continues and with which state (brochure and Morocco flows). */
      navigate?: { to: string; state: Record<string, string> };
      brochureUrl?: string;
      retreatName?: string;
      /** A waitlist's confirmation, in words that fit what the visitor chose to wait for. */
      confirmation?: { title: string; description: string };
    }
  | {
      form: FormKind;
      status: "invalid";
      result: SubmissionResult<string[]>;
      /**
       * The posted `_started` (render time and its signature), echoed when its signature holds,
       * so a page re-rendered with errors (no JavaScript) keeps the original render time: a
       * person fixing a typo quickly is not taken for a bot.
       */
      startedAt?: string;
    }
  | {
      form: FormKind | null;
      /** error: storage failed. rejected: the request itself (size, encoding, rate limit). */
      status: "error" | "rejected";
      result?: SubmissionResult<string[]>;
      toast: { title: string; description: string };
    };

export function isFormReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "status" in value && "form" in value;
}
