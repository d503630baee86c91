import { LogOut } from "lucide-react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** The admin's sections, in the order the organiser's day goes through them. */
export const ADMIN_SECTIONS = [
  { to: "/admin/follow-up", label: "To follow up" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/retreats", label: "Retreats" },
  { to: "/admin/photos", label: "Photos" },
  { to: "/admin/spam", label: "Spam" },
] as const;

/**
 * The one navigation of every admin page, drawn by the admin layout (routes/admin/layout.tsx).
 * On a phone the sections wrap onto a second line rather than push the page wider than the
 * screen; Log out stays in view at the end of the first line.
 */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="flex items-start justify-between gap-3 border-b border-ink/15">
      <ul className="flex flex-wrap gap-x-1">
        {ADMIN_SECTIONS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              // A lead's page (/admin/leads/12) is under Leads; the Spam tab has its own address.
              end={to !== "/admin/leads" && to !== "/admin/retreats" && to !== "/admin/photos"}
              className={({ isActive }) =>
                cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-2 text-sm font-semibold whitespace-nowrap sm:px-3",
                  isActive ? "border-clay text-clay-dark" : "border-transparent text-ink-soft hover:text-ink",
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/admin/logout" className="shrink-0 py-1">
        <Button type="submit" variant="outline" size="sm">
          <LogOut aria-hidden /> Log out
        </Button>
      </Form>
    </nav>
  );
}
