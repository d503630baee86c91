import type { ClientActionFunctionArgs } from "react-router";
import { TOASTS } from "./messages";
import type { FormReply } from "./reply";

/**
 * Every lead form's clientAction. The post goes to the server's action as before; when no answer
 * the form can read comes back (the phone lost its signal, a proxy answered with its own error
 * page, the server failed outside the action's own handling), the form gets SPEC §8's error toast
 * and keeps what the visitor typed. Without this React Router shows the route's error page and
 * the typed details are gone. A redirect from the server is a Response and passes through.
 */
export async function formClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("form post failed", error);
    return { form: null, status: "error", toast: TOASTS.storageFailure } satisfies FormReply;
  }
}
