import { content } from "@/lib/content";
import { absoluteUrl } from "@/lib/site-url";
import { canonicalOf, expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

for (const service of content.services) {
  const canonical = service.canonicalPath ?? `/${service.slug}`;
  const paths = [service.slug, ...service.aliases].flatMap((slug) => [`/${slug}`, `/services/${slug}`]);
  test(`${service.slug}: every alias answers 200 with canonical ${canonical}`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    for (const path of paths) {
      const html = servedPage(path, baseURL!);
      expect(html.status, path).toBe(200);
      expect(html.h1, path).toBe(service.h1);
      expect(html.title, path).toBe(service.meta.title);
      expect(new URL(html.canonical!).href, path).toBe(absoluteUrl(canonical));
    }
    await page.goto(paths.at(-1)!);
    expect(await canonicalOf(page)).toBe(absoluteUrl(canonical));
    await expect(page.getByRole("heading", { name: "Ready to Get Started?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us Online" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Schedule Your Service" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const faqRegion = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faqRegion.locator("button[aria-expanded]")).toHaveCount(service.faqs?.length ?? 0);
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
}

const carouselPages = content.services.filter((s) => s.testimonials?.layout === "carousel");

test("every testimonial slide is in the prerendered HTML", async ({ baseURL }) => {
  for (const service of carouselPages) {
    const { $ } = servedPage(`/${service.slug}`, baseURL!);
    expect($('[aria-roledescription="slide"]'), service.slug).toHaveLength(
      service.testimonials!.items.length,
    );
  }
});
