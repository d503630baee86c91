import type { ReactNode } from "react";

/** An admin page's heading (title, a line under it, actions at the side) above its content. */
export function AdminPage({ title, intro, actions, children }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl break-words md:text-4xl">{title}</h1>
          {intro ? <div className="mt-1 text-ink-soft">{intro}</div> : null}
        </div>
        {actions}
      </header>
      {children}
    </>
  );
}

/** What an admin page shows when its loader threw (a lead deleted meanwhile, a database error). */
export function AdminProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-md space-y-3 rounded-2xl bg-white/70 p-8 text-center shadow-soft">
      <h1 className="text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** Every admin page's <title> and robots tag (a page's meta replaces its parent's). */
export const adminMeta = (title: string) => [{ title: `${title} | Retreatly` }, { name: "robots", content: "noindex, nofollow" }];
