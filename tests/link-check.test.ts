// The link check after a build (lib/build/link-check.ts), on small built sites made here: every internal URL a crawler
// follows from a page, and every URL of the sitemap, must lead to a built page, a file or a legacy redirect; one
// that does not is reported with the content field that made it, else with its page and element.
import { describe, expect, it } from "vitest";
import { brokenLinks, type LinkCheckInput } from "@/lib/build/link-check";
import { legacyRules } from "@/lib/legacy-redirects";

const SITE = "https://shop.example";

const page = (pathname: string, body: string, head = "") => ({
  pathname,
  html: `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`,
});

const sitemap = (...urls: { loc: string; alternates?: Record<string, string> }[]) => ({
  file: "out/sitemap.xml",
  xml: `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls
  .map(
    ({ loc, alternates = {} }) =>
      `<url><loc>${loc}</loc>${Object.entries(alternates)
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join("")}</url>`,
  )
  .join("\n")}
</urlset>`,
});

/** A site of three pages, a picture and the sitemap listing the pages: every link in it leads somewhere. */
function site(overrides: Partial<LinkCheckInput> = {}): LinkCheckInput {
  return {
    siteUrl: SITE,
    pages: [
      page("/", '<a href="/a">A</a>'),
      page("/a", '<a href="/b">B</a>'),
      page("/b", '<a href="/">Home</a>'),
    ],
    sitemaps: [sitemap({ loc: `${SITE}/` }, { loc: `${SITE}/a` }, { loc: `${SITE}/b` })],
    files: ["/picture.png", "/picture-2x.png"],
    origins: [],
    ...overrides,
  };
}

/** The site with one more page, /c, holding `body` and `head`. */
const withPage = (body: string, head = "", overrides: Partial<LinkCheckInput> = {}) => {
  const base = site(overrides);
  return { ...base, pages: [...base.pages, page("/c", body, head)] };
};

describe("the link check after a build", () => {
  it("passes a site whose every internal URL, of every kind, leads to a page, a file or a redirect", () => {
    const legacy = legacyRules.find((rule) => rule.query)!;
    const query = new URLSearchParams(legacy.query).toString();
    const head = [
      `<link rel="canonical" href="${SITE}/c">`,
      `<link rel="alternate" hreflang="es-US" href="${SITE}/b">`,
      '<link rel="icon" href="/picture.png?v=1">',
      `<meta property="og:image" content="${SITE}/picture.png">`,
      '<meta name="description" content="/not-a-link, only text">',
      `<script type="application/ld+json">${JSON.stringify({ "@id": `${SITE}/#store`, url: `${SITE}/a` })}</script>`,
    ].join("");
    const body = [
      '<nav aria-label="Main"><a href="/a">A</a> <a href="b">B, relative</a> <a href="/b#part">B, a part</a></nav>',
      '<img src="/picture.png" srcset="/picture.png 1x, /picture-2x.png 2x" alt="">',
      `<a href="${legacy.from}?${query}">The old shop</a>`,
      '<a href="#top">Top</a> <a href="mailto:shop@shop.example">Mail</a> <a href="tel:+13865550142">Call</a>',
      '<a href="https://elsewhere.example/nowhere">Elsewhere</a>',
    ].join("");
    expect(brokenLinks(withPage(body, head))).toEqual([]);
  });

  it.each([
    [
      "a menu link",
      '<nav aria-label="Main"><a href="/gone">Gone</a></nav>',
      "",
      '<a> "Gone" in <nav aria-label="Main">',
    ],
    ["a link relative to the page", '<main><a href="gone">Gone</a></main>', "", '<a> "Gone" in <main>'],
    ["a canonical link", "", `<link rel="canonical" href="${SITE}/gone">`, '<link rel="canonical">'],
    [
      "an hreflang alternate",
      "",
      `<link rel="alternate" hreflang="es-US" href="${SITE}/gone">`,
      '<link rel="alternate" hreflang="es-US">',
    ],
    ["a picture", '<img src="/gone" alt="">', "", "<img>"],
    [
      "a picture's larger size",
      '<img src="/picture.png" srcset="/picture.png 1x, /gone 2x" alt="">',
      "",
      "<img>",
    ],
    ["a social card", "", `<meta property="og:image" content="${SITE}/gone">`, '<meta property="og:image">'],
    [
      "structured data",
      "",
      `<script type="application/ld+json">${JSON.stringify({ item: { "@id": `${SITE}/gone` } })}</script>`,
      "structured data (JSON-LD)",
    ],
  ])("reports %s that leads nowhere, with its page and element", (_kind, body, head, element) => {
    const problems = brokenLinks(withPage(body, head));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/gone leads to no page, file or redirect/);
    expect(problems[0]).toContain("made by no content field");
    expect(problems[0]).toContain(`linked from /c: ${element}`);
  });

  it("names every content field that made a broken link, whatever its #part", () => {
    const origins = [
      { href: "/about-us", file: "content/navigation.yaml:9", field: "main[1].href" },
      { href: "/about-us#team", file: "content/cities/deland.md:12", field: "sections[0].paragraphs[1]" },
      { href: "/b", file: "content/navigation.yaml:12", field: "main[2].href" },
    ];
    const problems = brokenLinks(
      withPage('<a href="/about-us">About</a> <a href="/about-us#team">Team</a>', "", { origins }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('made by content/navigation.yaml:9 › field "main[1].href"');
    expect(problems[0]).toContain('made by content/cities/deland.md:12 › field "sections[0].paragraphs[1]"');
    expect(problems[0]).not.toContain("main[2].href");
    expect(problems[0]).not.toContain("no content field");
  });

  it("reports a sitemap URL that leads nowhere, and one off the site's address", () => {
    const sitemaps = [
      sitemap(
        { loc: `${SITE}/a`, alternates: { "es-US": `${SITE}/es/gone` } },
        { loc: `${SITE}/gone` },
        { loc: "https://elsewhere.example/b" },
      ),
    ];
    const problems = brokenLinks(site({ sitemaps }));
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith("/es/gone "))).toContain(
      'listed in out/sitemap.xml: <xhtml:link hreflang="es-US">',
    );
    expect(problems.find((p) => p.startsWith("/gone "))).toContain("listed in out/sitemap.xml: <loc>");
    expect(problems.find((p) => p.includes("elsewhere"))).toContain(`not on the site's address, ${SITE}`);
  });

  it("names a few of the pages a broken link is on and counts the rest", () => {
    const pages = ["/p1", "/p2", "/p3", "/p4", "/p5"].map((pathname) =>
      page(pathname, '<a href="/gone">Gone</a>'),
    );
    const [problem] = brokenLinks(site({ pages: [...site().pages, ...pages] }));
    expect(problem).toContain("linked from /p1:");
    expect(problem).toContain("/p3:");
    expect(problem).not.toContain("/p4:");
    expect(problem).toContain("and 2 more pages");
  });
});
