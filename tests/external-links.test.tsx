// Links an owner writes in content may lead to another site: a service's hero links and a text block's link accept
// any https URL. Rendered through the real service template, such a link opens in a new tab and says so, in the
// words content gives, rather than failing the build.
import * as cheerio from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ServicePage } from "@/components/service/service-page";
import { loadContent } from "@/lib/content/load";
import { freshRaw, SAMPLE } from "./content-helpers";

it("a service's hero link and text-block link to another site open in a new tab and say so", () => {
  const raw = freshRaw();
  const entry = raw.services[SAMPLE.service] as { heroLinks?: unknown[]; blocks?: unknown[] };
  const hero = { label: "Our parts catalogue", href: "https://parts.example.com/" };
  const block = {
    type: "text",
    heading: "Parts we stock",
    paragraphs: ["Screens, batteries and chargers for most laptops are on the shelf."],
    link: { label: "See the catalogue", href: "https://parts.example.com/laptops" },
  };
  entry.heroLinks = [hero];
  entry.blocks = [...(entry.blocks ?? []), block];
  const { routes, business, ui } = loadContent(raw);
  const page = routes.pages.find((p) => p.kind === "service" && p.service.slug === SAMPLE.service);
  if (page?.kind !== "service") throw new Error(`test setup: no page for ${SAMPLE.service}`);

  const $ = cheerio.load(
    renderToStaticMarkup(
      <ServicePage service={page.service} canonicalPath={page.path} business={business} ui={ui} />,
    ),
  );
  for (const href of [hero.href, block.link.href]) {
    const link = $(`a[href="${href}"]`);
    expect(link, href).toHaveLength(1);
    expect(link.attr("target"), href).toBe("_blank");
    expect(link.attr("rel"), href).toContain("noopener");
    expect(link.find(".sr-only").text().trim(), href).toBe(ui.buttons.newTab);
  }
});
