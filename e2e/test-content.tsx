import * as cheerio from "cheerio";
import type { Page } from "@playwright/test";
import { renderToStaticMarkup } from "react-dom/server";
import { HoursList } from "@/components/business/hours-list";
import { SiteNotice } from "@/components/layout/site-notice";
import { loadContent } from "@/lib/content/load";
import { rawContent } from "@/lib/content/raw";
import type { NoticeInput, SpecialHoursInput } from "@/lib/content/site-schema";

/**
 * A holiday "today" or a notice exist in a real build only on some days of the year, and a build per case would
 * take minutes. So a test serves the built page with the parts that depend on those content files made by the
 * build's own code from test content: the open-now schedule (loadContent), the hours lists (HoursList) and the
 * notice (SiteNotice), placed where the layout puts it. The site module, the styles and the rest of the page are the build's.
 */
export async function serveWithContent(
  page: Page,
  changes: ContentChanges,
): Promise<{ html: (path: string) => Promise<string> }> {
  const rewrite = contentRewrite(changes);
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
    const response = await route.fetch();
    // The body is rewritten as text: the original encoding and length no longer apply.
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: rewrite(await response.text()) });
  });
  return { html: async (path) => rewrite(await (await page.request.get(path)).text()) };
}

type ContentChanges = { builtAt: string; specialHours?: SpecialHoursInput[]; notice?: NoticeInput };

/** The rewrite of a built page that serveWithContent applies, for a server of any engine's tests to apply. */
export function contentRewrite(changes: ContentChanges): (html: string) => string {
  // Without `locate`, a function, which structuredClone cannot copy and an edit in memory would not keep true.
  const raw = structuredClone({ ...rawContent, locate: undefined });
  raw.specialHours = changes.specialHours ?? [];
  raw.notice = changes.notice ?? null;
  const { business, ui } = loadContent(raw, { now: Date.parse(changes.builtAt) });
  return (html: string) => {
    const $ = cheerio.load(html);
    $("[data-schedule]").attr("data-schedule", JSON.stringify(business.schedule));
    $("[data-testid=hours]").each((_, list) => {
      const className = $(list).attr("class");
      $(list).replaceWith(
        renderToStaticMarkup(<HoursList business={business} labels={ui.hours} className={className} />),
      );
    });
    $("[data-notice]").remove();
    $("main").append(renderToStaticMarkup(<SiteNotice notice={business.notice} />));
    return $.html();
  };
}
