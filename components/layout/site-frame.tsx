import type { ReactNode } from "react";
import type { LanguageSwitchTarget } from "@/components/layout/language-switch";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteNotice } from "@/components/layout/site-notice";
import { TopBar } from "@/components/layout/top-bar";
import type { Business, Link, Ui } from "@/lib/content/types";

/**
 * What stands around a page's content: the top bar, the header with the main menu, and the main landmark, which the
 * notice closes. Each route renders it with its own path, so the menu marks the current page in the HTML itself
 * (the first paint is the final one) rather than after a script runs.
 */
export function SiteFrame({
  business,
  ui,
  links,
  current,
  home,
  switchTo,
  children,
}: {
  business: Business;
  ui: Pick<Ui, "topBar" | "header" | "buttons" | "callNote">;
  /** The main menu. */
  links: Link[];
  /** The page's canonical path; none on the 404 and redirect screens. */
  current?: string;
  /** The home page in the page's language. */
  home: string;
  /** The page in the other language, where it has one. */
  switchTo?: LanguageSwitchTarget;
  children: ReactNode;
}) {
  return (
    <>
      <TopBar business={business} labels={ui.topBar} />
      <SiteHeader
        business={business}
        ui={ui}
        links={links}
        current={current}
        home={home}
        switchTo={switchTo}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
        <SiteNotice notice={business.notice} />
      </main>
    </>
  );
}
