import { content } from "@/lib/content";
import { absoluteUrl } from "@/lib/site-url";
import { expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

const { ui } = content;

test("test setup: content has services, each tested below", () => {
  expect(content.services).not.toHaveLength(0);
});

for (const service of content.services) {
  const canonical = service.canonicalPath ?? `/${service.slug}`;
  const paths = [service.slug, ...service.aliases].flatMap((slug) => [`/${slug}`, `/services/${slug}`]);
  // Read from the served HTML: how each page runs in a browser is the every-page walk's job (documents.spec.ts).
  test(`${service.slug}: every alias answers 200 with canonical ${canonical}`, ({ baseURL }) => {
    for (const path of paths) {
      const html = servedPage(path, baseURL!);
      expect(html.status, path).toBe(200);
      expect(html.h1, path).toBe(service.h1);
      expect(html.title, path).toBe(service.meta.title);
      expect(new URL(html.canonical!).href, path).toBe(absoluteUrl(canonical));
      const { $ } = html;
      const heading = $(":header").filter((_, h) => $(h).text() === ui.servicePage.getStarted);
      expect(heading, `${path}: the closing call to action`).toHaveLength(1);
      for (const name of [ui.servicePage.contact, ui.sidebar.schedule]) {
        const links = $("a").filter((_, a) => $(a).text().trim() === name);
        expect(links.map((_, a) => a.attribs.href).get(), `${path}: ${name}`).toEqual(["/contact"]);
      }
      expect($('[data-island="faq"] button[aria-expanded]'), path).toHaveLength(service.faqs?.length ?? 0);
    }
  });
}

const carouselPages = content.services.filter((s) => s.testimonials?.layout === "carousel");

test("every testimonial slide is in the prerendered HTML", async ({ baseURL }) => {
  expect(carouselPages, "test setup: services with a testimonial carousel").not.toHaveLength(0);
  for (const service of carouselPages) {
    const { $ } = servedPage(`/${service.slug}`, baseURL!);
    expect($(`[aria-roledescription="${ui.testimonials.slideRole}"]`), service.slug).toHaveLength(
      service.testimonials!.items.length,
    );
  }
});
