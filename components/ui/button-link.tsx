import clsx from "clsx";
import NextLink from "next/link";
import type { ReactNode } from "react";

const variants = {
  primary: "bg-accent-400 text-brand-950 hover:bg-accent-300 shadow-sm",
  secondary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  outline: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

/** A link styled as a button. Internal paths use next/link; tel:, mailto: and external URLs a plain anchor. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  const classes = clsx(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors",
    variants[variant],
    className,
  );
  if (href.startsWith("/")) {
    return (
      <NextLink href={href} className={classes}>
        {children}
      </NextLink>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} className={classes} {...(external ? { rel: "noopener", target: "_blank" } : {})}>
      {children}
    </a>
  );
}
