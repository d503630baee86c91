import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab (WhatsApp, chat, payment page): noopener so the new page
 * cannot reach back into ours, and a screen-reader note so the new tab is not a surprise.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
