import clsx from "clsx";
import type { ReactNode } from "react";

/**
 * A section with an h2 whose id labels it. Full-width pages use it as a band with a centred container;
 * pages with a sidebar pass `inColumn` and get a plain block in their main column.
 */
export function Section({
  id,
  heading,
  intro,
  tone = "white",
  inColumn = false,
  children,
  className,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: "white" | "tint" | "dark";
  inColumn?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={clsx(
        inColumn ? "scroll-mt-24" : "py-14 sm:py-20",
        !inColumn && tone === "tint" && "bg-brand-50",
        tone === "dark" && "on-dark bg-brand-900 text-white",
        inColumn && tone === "dark" && "rounded-xl p-6 sm:p-8",
        className,
      )}
    >
      <div className={clsx(!inColumn && "mx-auto max-w-6xl px-4 sm:px-6")}>
        <h2
          id={`${id}-heading`}
          className={clsx(
            "text-2xl font-bold tracking-tight sm:text-3xl",
            tone === "dark" ? "text-white" : "text-brand-900",
          )}
        >
          {heading}
        </h2>
        {intro && (
          <p
            className={clsx("mt-3 max-w-3xl text-lg", tone === "dark" ? "text-brand-100" : "text-slate-600")}
          >
            {intro}
          </p>
        )}
        <div className={inColumn ? "mt-5" : "mt-8"}>{children}</div>
      </div>
    </section>
  );
}
