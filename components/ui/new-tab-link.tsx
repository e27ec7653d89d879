import type { ReactNode } from "react";

/** A link to another site, opened in a new tab; `hint` says so to screen-reader users, who cannot see the tab open. */
export function NewTabLink({
  href,
  hint,
  rel,
  className,
  children,
}: {
  href: string;
  hint: string;
  /** Added to `noopener`: `me` on the shop's own profiles. */
  rel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} rel={rel ? `noopener ${rel}` : "noopener"} target="_blank" className={className}>
      {children}
      <span className="sr-only"> {hint}</span>
    </a>
  );
}
