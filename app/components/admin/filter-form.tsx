import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * The filters over an admin list (people, pipeline, follow-up, audit): a GET form, so the
 * filters are the URL's state and work without JavaScript (STYLE §8), its fields labelled above,
 * then Apply. Each field is keyed by its value, so a link or Back that changes the URL shows the
 * new value rather than the one last typed. The leads tab has its own form: it applies each
 * choice as it is made.
 */
export function FilterForm({ action, label, className, buttonClassName, children }: { action: string; label: string; className: string; buttonClassName?: string; children: ReactNode }) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className={cn("grid gap-3 rounded-2xl bg-linen/70 p-4", className)}>
      {children}
      <Button type="submit" className={buttonClassName}>
        <Search aria-hidden /> Apply
      </Button>
    </Form>
  );
}

const FIELD = "block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The field's place in the form's grid. */
  className?: string;
}

function Labelled({ id, label, className, children }: Pick<FieldProps, "id" | "label" | "className"> & { children: ReactNode }) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice of the filter: `any` (the empty value) first, then `options`, or `children` for options drawn elsewhere. */
export function FilterSelect({ id, name, label, value, className, any, options = [], children }: FieldProps & { any?: string; options?: readonly { value: string; label: string }[]; children?: ReactNode }) {
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} name={name} defaultValue={value} key={`${name}-${value}`} className={FIELD}>
        {any === undefined ? null : <option value="">{any}</option>}
        {children}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A typed filter: a search's words or a day. */
export function FilterInput({ id, name, label, value, className, type, placeholder }: FieldProps & { type: "search" | "date"; placeholder?: string }) {
  return (
    <Labelled id={id} label={label} className={className}>
      <input id={id} name={name} type={type} defaultValue={value} key={`${name}-${value}`} placeholder={placeholder} className={FIELD} />
    </Labelled>
  );
}
