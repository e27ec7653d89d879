import { Wrench } from "lucide";
import { LanguageSwitch, type LanguageSwitchTarget } from "@/components/layout/language-switch";
import { SiteNav } from "@/components/layout/site-nav";
import { SvgIcon } from "@/components/ui/icon";
import type { Business, Link, Ui } from "@/lib/content/types";

export function SiteHeader({
  business,
  ui,
  links,
  current,
  home,
  switchTo,
}: {
  business: Pick<Business, "name" | "telHref">;
  ui: Pick<Ui, "header" | "buttons" | "callNote">;
  /** The main menu. */
  links: Link[];
  /** The path whose menu link is marked as the current page. */
  current?: string;
  /** The home page in the page's language. */
  home: string;
  /** The page in the other language, where it has one. */
  switchTo?: LanguageSwitchTarget;
}) {
  return (
    // The row wraps only where the menu's links stand in plain view (no popover); with a menu button, a long name
    // wraps beside the button rather than pushing it onto a line of its own.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6 popover:flex-nowrap">
        <a href={home} className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <SvgIcon icon={Wrench} className="size-5" />
          </span>
          {business.name}
        </a>
        {switchTo && <LanguageSwitch target={switchTo} />}
        <SiteNav
          links={links}
          current={current}
          labels={ui.header}
          call={{ href: business.telHref, label: ui.buttons.call, note: ui.callNote }}
        />
      </div>
    </header>
  );
}
