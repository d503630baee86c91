import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** The admin's pages with their navigation: To follow up, Leads, Retreats, Photos, Log out. */
export function AdminFrame({ current, title, intro, children, actions }: { current: "follow-up" | "leads" | "retreats" | "photos"; title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const tab = (to: string, label: string, key: typeof current) => (
    <Link
      to={to}
      aria-current={current === key ? "page" : undefined}
      className={cn(
        "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap",
        current === key ? "border-clay text-clay" : "border-transparent text-ink-soft hover:text-ink",
      )}
    >
      {label}
    </Link>
  );
  return (
    <main id="main" className="min-h-dvh bg-sand pt-24 pb-20 md:pt-28">
      <div className="container-content space-y-6 md:space-y-8">
        <nav aria-label="Admin" className="flex items-center justify-between gap-4 border-b border-ink/15">
          <ul className="flex gap-1">
            <li>{tab("/admin/follow-up", "Follow-up", "follow-up")}</li>
            <li>{tab("/admin/leads", "Leads", "leads")}</li>
            <li>{tab("/admin/retreats", "Retreats", "retreats")}</li>
            <li>{tab("/admin/photos", "Photos", "photos")}</li>
          </ul>
          <Form method="post" action="/admin/logout" className="pb-1">
            <Button type="submit" variant="outline" size="sm">
              <LogOut aria-hidden /> Log out
            </Button>
          </Form>
        </nav>
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl md:text-4xl">{title}</h1>
            {intro ? <div className="mt-1 text-ink-soft">{intro}</div> : null}
          </div>
          {actions}
        </header>
        {children}
      </div>
    </main>
  );
}
