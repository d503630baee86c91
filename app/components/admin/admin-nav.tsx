import { LogOut, UserRound } from "lucide-react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** The admin's sections, in the order the organiser's day goes through them. */
export const ADMIN_SECTIONS = [
  { to: "/admin/follow-up", label: "To follow up" },
  { to: "/admin/people", label: "People" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/retreats", label: "Retreats" },
  { to: "/admin/photos", label: "Photos" },
  { to: "/admin/proof", label: "Reviews" },
  { to: "/admin/templates", label: "Templates" },
  { to: "/admin/spam", label: "Spam" },
] as const;

/** An owner's sections besides: the team, and who did what. */
const OWNER_SECTIONS = [
  { to: "/admin/users", label: "Users" },
  { to: "/admin/audit", label: "Audit" },
] as const;

/** Every page only an owner opens: their sections, and the going-live checklist (reached from its notice). */
export const OWNER_PAGES: readonly string[] = [...OWNER_SECTIONS.map((s) => s.to), "/admin/go-live"];

export interface NavAdmin {
  name: string;
  role: "owner" | "member";
}

/**
 * The one navigation of every admin page, drawn by the admin layout (routes/admin/layout.tsx).
 * On a phone the account and Log out take the first line and the sections wrap below it, their
 * underline on the border, rather than push the page wider than the screen; from the small
 * breakpoint the sections come first and the account sits at the end of the line.
 */
export function AdminNav({ admin }: { admin: NavAdmin }) {
  const sections = admin.role === "owner" ? [...ADMIN_SECTIONS, ...OWNER_SECTIONS] : ADMIN_SECTIONS;
  return (
    <nav aria-label="Admin" className="flex flex-col border-b border-ink/15 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
      <div className="flex min-w-0 items-center justify-between gap-x-2 py-1 sm:order-last sm:justify-end">
        <NavLink
          to="/admin/account"
          className={({ isActive }) =>
            cn(
              "inline-flex min-h-11 min-w-0 items-center gap-1.5 px-1 text-sm font-semibold",
              isActive ? "text-clay-dark underline underline-offset-4" : "text-ink-soft hover:text-ink",
            )
          }
        >
          <UserRound aria-hidden className="size-4" />
          <span className="max-w-48 truncate sm:max-w-32">{admin.name}</span>
          <span className="sr-only">: your account</span>
        </NavLink>
        <LogOutButton />
      </div>
      <ul className="flex flex-wrap gap-x-1">
        {sections.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              // A lead's page (/admin/leads/12) is under Leads; the Spam tab has its own address.
              end={to !== "/admin/leads" && to !== "/admin/retreats" && to !== "/admin/photos" && to !== "/admin/people"}
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
    </nav>
  );
}

/** Log out: a POST, so a link prefetch or a typed address never signs anyone out. */
export function LogOutButton() {
  return (
    <Form method="post" action="/admin/logout">
      <Button type="submit" variant="outline" size="sm">
        <LogOut aria-hidden /> Log out
      </Button>
    </Form>
  );
}
