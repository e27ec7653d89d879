// Before `next build`: renders one 1200x630 social card per canonical page into public/og/ (fonts from the
// @fontsource/inter package, nothing fetched), lists the canonical paths for next-sitemap, and where each internal
// link of content comes from, for the link check after the build.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { LINK_ORIGINS_FILE } from "@/lib/build/link-check";
import { site } from "@/lib/content";
import type { Business } from "@/lib/content/types";
import type { SiteContent } from "@/lib/content/load";
import { locales } from "@/lib/i18n";
import { allPages, ogImagePath } from "@/lib/routes";

const fontDir = join(process.cwd(), "node_modules/@fontsource/inter/files");
const fonts = [
  { name: "Inter", data: readFileSync(join(fontDir, "inter-latin-400-normal.woff")), weight: 400 as const },
  { name: "Inter", data: readFileSync(join(fontDir, "inter-latin-800-normal.woff")), weight: 800 as const },
];

function Card({
  business,
  kicker,
  heading,
}: {
  business: Pick<Business, "name" | "phone">;
  kicker: string;
  heading: string;
}) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #0b2545 0%, #13315c 55%, #1a4480 100%)",
        color: "white",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, color: "#fcd34d", fontWeight: 800, letterSpacing: 1 }}>
        {kicker.toUpperCase()}
      </div>
      <div
        style={{ display: "flex", fontSize: heading.length > 40 ? 64 : 76, fontWeight: 800, lineHeight: 1.1 }}
      >
        {heading}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: "#dde9f8" }}>
        <span>{business.name}</span>
        <span>{business.phone.display}</span>
      </div>
    </div>
  );
}

async function prepareBuild(site: SiteContent) {
  const { business } = site.en;
  const canonicalPages = allPages(site);
  const outDir = join(process.cwd(), "public/og");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const page of canonicalPages) {
    const image = new ImageResponse(
      <Card business={business} kicker={page.kicker} heading={page.heading} />,
      {
        width: 1200,
        height: 630,
        fonts,
      },
    );
    writeFileSync(
      join(process.cwd(), "public", ogImagePath(page.path)),
      Buffer.from(await image.arrayBuffer()),
    );
  }
  console.log(`Social cards: ${canonicalPages.length} images in public/og/.`);

  mkdirSync(".generated", { recursive: true });
  writeFileSync(
    ".generated/canonical-paths.json",
    JSON.stringify(
      canonicalPages.map((page) => ({
        path: page.path,
        // hreflang alternates, where the page has a translation: each language's page, English as x-default.
        alternates: page.alternates.es
          ? [
              ...Object.entries(page.alternates).map(([language, path]) => ({
                hreflang: locales[language as keyof typeof locales],
                path,
              })),
              { hreflang: "x-default", path: page.alternates.en },
            ]
          : [],
      })),
      null,
      2,
    ),
  );
  // Where each internal link of content comes from, named by the link check after the build (lib/build/link-check.ts).
  const origins = [...site.en.linkOrigins, ...(site.es?.linkOrigins ?? [])];
  writeFileSync(LINK_ORIGINS_FILE, `${JSON.stringify(origins, null, 1)}\n`);
}

export const done = prepareBuild(site);
