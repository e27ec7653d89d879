import { buildJsonLd } from "@/lib/json-ld";
import { canonicalPage } from "@/lib/site-pages";

/** JSON-LD for a canonical page. A data block, not a script: CSP does not apply to it. */
export function StructuredData({ path }: { path: string }) {
  const json = JSON.stringify(buildJsonLd(canonicalPage(path))).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
