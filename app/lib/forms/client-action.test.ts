import { redirect, type ClientActionFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { formAction } from "./form-action.server";
import { formClientAction } from "./client-action";
import { TOASTS } from "./messages";

const args = (serverAction: () => Promise<unknown>) => ({ serverAction }) as unknown as ClientActionFunctionArgs;

describe("formClientAction", () => {
  it("passes the server's answer through", async () => {
    const reply = { form: "contact", status: "success" };
    await expect(formClientAction(args(async () => reply))).resolves.toBe(reply);
  });

  it("turns a post with no readable answer into the error toast", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const failure of [new TypeError("Failed to fetch"), new Error("Unexpected server error")])
      await expect(formClientAction(args(() => Promise.reject(failure)))).resolves.toEqual({ form: null, status: "error", toast: TOASTS.storageFailure });
  });

  it("lets the server's redirect through", async () => {
    const response = redirect("/thank-you");
    await expect(formClientAction(args(() => Promise.reject(response)))).rejects.toBe(response);
  });

  it("is the clientAction of every route whose action is the form action", () => {
    const routes = import.meta.glob<Record<string, unknown>>(["../../routes/**/*.tsx", "!**/*.test.tsx"], { eager: true });
    const withForms = Object.entries(routes).filter(([, m]) => m.action === formAction);
    expect(withForms.map(([file]) => file.replace(/.*\//, "")).sort()).toEqual(
      ["contact.tsx", "corporate-retreats.tsx", "host-a-retreat.tsx", "newsletter.tsx", "retreat.tsx"],
    );
    for (const [file, m] of withForms) expect(m.clientAction, file).toBe(formClientAction);
  });
});
