import { AdminProblem } from "./admin-page";

/** A single-use link that cannot be used (unknown, used, expired): what happened, and nothing changed. */
export function LinkProblem({ message }: { message: string }) {
  return (
    <AdminProblem title="This link cannot be used">
      <p className="text-ink-soft">{message}</p>
      <p className="text-sm text-ink-soft">Nothing was changed.</p>
      <a href="/admin/leads" className="inline-block font-semibold text-clay underline underline-offset-4">
        Go to the sign-in
      </a>
    </AdminProblem>
  );
}
