import type { ReactNode } from "react";
import { buttonRowClass } from "@/components/ui/button-link";

/** The hero's last element: Chrome lifted an `expect` link's hold on the hero itself before the hero's text came. */
const END_ID = "page-hero-end";

/**
 * The top band of every page: the page's one h1, a lead paragraph and its calls to action, and optionally a panel
 * that sits in the right half on wide screens and follows the calls to action on phones. Both columns hang from the
 * top: a heading centred against a panel that arrives after it would move down when the panel comes.
 *
 * Chrome would paint whatever has arrived of the page, so a slow connection showed the header alone, then the hero.
 * A render-blocking `expect` link (React hoists it into the head) holds the first paint until the hero is parsed, so
 * the header and hero are painted once, whole; what follows the hero still paints as it arrives.
 */
export function PageHero({
  eyebrow,
  heading,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="on-dark bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        className={
          aside
            ? "mx-auto grid max-w-6xl items-start gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2"
            : "mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20"
        }
      >
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {heading}
          </h1>
          {lead && <div className="mt-5 max-w-3xl space-y-3 text-lg text-brand-100 sm:text-xl">{lead}</div>}
          {children && <div className={`mt-8 ${buttonRowClass}`}>{children}</div>}
        </div>
        {aside}
      </div>
      <link rel="expect" href={`#${END_ID}`} blocking="render" />
      <span id={END_ID} />
    </div>
  );
}
