import { Menu, MessageCircle, Phone, X } from "lucide";
import { SvgIcon } from "@/components/ui/icon";
import type { Link, Ui } from "@/lib/content/types";

const MENU_ID = "site-menu";

/** The same links in the row and in the menu, sized for each. */
function NavLinks({
  links,
  current,
  className,
  linkClassName,
}: {
  links: Link[];
  current?: string;
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            hrefLang={link.hreflang}
            aria-current={link.href === current ? "page" : undefined}
            className={`block rounded-md font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 ${linkClassName}`}
          >
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Main navigation: a row of links on wide screens; on phones a menu built on the HTML popover API, so it works
 * with no script at all: the button exposes its expanded state, Escape and a tap outside close it, focus returns
 * to the button, and its links are plain links. The current page's link is marked in the HTML.
 *
 * A browser without popover (older Safari and Firefox) would show the panel inline and a Menu button that does
 * nothing, so the menu is styled as one only under `@supports selector(:popover-open)` (the `popover:` variant);
 * elsewhere its links sit in plain view in a row under the logo, with no Menu or Close button.
 */
export function SiteNav({
  links,
  current,
  labels,
  call,
}: {
  links: Link[];
  current?: string;
  labels: Ui["header"];
  /** The phone link at the end of the open menu: its tel: address, its words and the note under it, if any. */
  call: { href: string; label: string; note?: string };
}) {
  return (
    <nav aria-label={labels.nav} className="basis-full lg:basis-auto popover:basis-auto">
      <NavLinks
        links={links}
        current={current}
        className="hidden items-center gap-1 lg:flex"
        linkClassName="px-3 py-2 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
      />
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="hidden min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-brand-900 popover:max-lg:inline-flex"
      >
        <SvgIcon icon={Menu} className="size-5" />
        {labels.menu}
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 top-0 bottom-auto m-0 max-h-dvh w-full max-w-none overflow-y-auto border-0 border-slate-200 bg-white text-slate-800 backdrop:bg-brand-950/40 lg:hidden popover:border-b popover:px-4 popover:pb-4 popover:shadow-lg"
      >
        <div className="hidden items-center justify-between py-3 popover:flex">
          <p className="text-lg font-bold text-brand-900">{labels.menu}</p>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-brand-900"
          >
            <SvgIcon icon={X} className="size-5" />
            {labels.close}
            <span className="sr-only"> {labels.closeHint}</span>
          </button>
        </div>
        <NavLinks
          links={links}
          current={current}
          className="-mx-3 flex flex-wrap popover:mx-0 popover:block"
          linkClassName="px-3 py-3 popover:text-lg"
        />
        <a
          href={call.href}
          className="mt-3 hidden min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-400 font-semibold text-brand-950 popover:flex"
        >
          <SvgIcon icon={Phone} className="size-5" /> {call.label}
        </a>
        {call.note && (
          <p className="mt-2 hidden items-center justify-center gap-1.5 text-sm font-semibold text-brand-800 popover:flex">
            <SvgIcon icon={MessageCircle} className="size-4" />
            {call.note}
          </p>
        )}
      </div>
    </nav>
  );
}
