import type { ReactNode } from "react";

/** The top band of every page: the page's one h1, a lead paragraph and its calls to action. */
export function PageHero({
  eyebrow,
  heading,
  lead,
  children,
}: {
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="on-dark bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        {lead && <div className="mt-5 max-w-3xl space-y-3 text-lg text-brand-100 sm:text-xl">{lead}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </div>
  );
}
