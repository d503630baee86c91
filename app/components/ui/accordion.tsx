import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Radix accordion in our style. Use type="single" collapsible for "one open at a time,
 * collapsible" (SPEC §4 itineraries and FAQ).
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-ink/15", className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex font-sans">
        <AccordionPrimitive.Trigger
          className={cn(
            "flex min-h-14 flex-1 items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-clay-dark md:text-lg [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden className="needs-script size-5 shrink-0 text-clay transition-transform duration-300" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden data-[state=closed]:animate-[accordion-up_200ms_ease-out] data-[state=open]:animate-[accordion-down_200ms_ease-out]"
      {...props}
    >
      <div className={cn("pb-5 text-ink-soft", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
