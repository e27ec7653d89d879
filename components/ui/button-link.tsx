import clsx from "clsx";
import type { ReactNode } from "react";
import { NewTabLink } from "@/components/ui/new-tab-link";

const variants = {
  primary: "bg-accent-400 text-brand-950 hover:bg-accent-300 shadow-sm",
  secondary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  outline: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

/** The classes of a button-styled control: for links here, and for the few real buttons. */
export function buttonClass(variant: keyof typeof variants = "primary", className?: string) {
  return clsx(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors",
    variants[variant],
    className,
  );
}

/**
 * A row of buttons, which stretch to one height; where a call button has its note under it (CallButton's
 * data-call-note), the row hangs from the top instead, so the note does not stretch the others.
 */
export const buttonRowClass = "flex flex-wrap gap-3 [&:has(>[data-call-note])]:items-start";

/** A link styled as a button; another site's URL opens in a new tab (NewTabLink), which `newTabHint` says. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className,
  hrefLang,
  newTabHint,
}: {
  href: string;
  children: ReactNode;
  /** The language of the page it leads to, where it differs from this page's. */
  hrefLang?: string;
  variant?: keyof typeof variants;
  className?: string;
  /** For another site's URL: the words that tell screen-reader users it opens in a new tab. */
  newTabHint?: string;
}) {
  if (/^https?:/.test(href)) {
    if (!newTabHint)
      throw new Error(`The button to ${href} opens a new tab: give it a newTabHint that says so`);
    return (
      <NewTabLink href={href} hint={newTabHint} className={buttonClass(variant, className)}>
        {children}
      </NewTabLink>
    );
  }
  return (
    <a href={href} hrefLang={hrefLang} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}
