import { buildJsonLd } from "@/lib/json-ld";
import { pageAt } from "@/lib/routes";

/** JSON-LD for the page at a path. A data block, not a script: CSP does not apply to it. */
export function StructuredData({ path }: { path: string }) {
  const json = JSON.stringify(buildJsonLd(pageAt(path))).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
