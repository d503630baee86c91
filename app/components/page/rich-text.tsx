import { Fragment } from "react";
import { Link } from "react-router";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders content text with inline [label](href) links: site paths through the router (so they
 * prefetch and navigate client-side), mailto/tel as plain anchors, other URLs in a new tab.
 */
export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<InlineLink key={start} href={href ?? ""} label={label ?? ""} />);
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((p, i) => (typeof p === "string" ? <Fragment key={`t${i}`}>{p}</Fragment> : p))}</>;
}

const linkClass = "font-medium text-clay-dark underline decoration-clay/40 underline-offset-4 hover:decoration-clay";

function InlineLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={linkClass}>
        {label}
      </Link>
    );
  }
  if (href.startsWith("mailto:") || href.startsWith("tel:")) {
    return (
      <a href={href} className={linkClass}>
        {label}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
