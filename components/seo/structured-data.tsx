import type { buildJsonLd } from "@/lib/json-ld";

/** A page's JSON-LD (lib/json-ld.ts). A data block, not a script: CSP does not apply to it. */
export function StructuredData({ data }: { data: ReturnType<typeof buildJsonLd> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
