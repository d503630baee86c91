import { formAction } from "~/lib/forms/form-action.server";
import type { HeaderHandle } from "~/components/site-header";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return [{ title: "Contact | Retreatly" }];
}

export default function Page() {
  return (
    <main id="main" className="container-content pt-28 pb-20">
      <h1 className="text-4xl">Contact</h1>
    </main>
  );
}

// Lead forms on this page post here (issue 4, ~/lib/forms).
export const action = formAction;
