// Security headers, written once for `next start` (next.config.ts and the post-build step) and for static
// hosts (_headers, nginx). Kept free of "@/" imports so next.config.ts can load it.
import { createHash } from "node:crypto";

/** The map embed's origin: the only third party a page loads, in a frame. */
export const MAP_ORIGIN = "https://www.google.com";

export const baseSecurityHeaders: { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

/**
 * A strict policy for one prerendered page: scripts only from this origin plus the exact inline scripts the page
 * was built with (static pages cannot carry nonces, so each inline script is allowed by its hash).
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // React renders style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** sha256 hashes of every executable inline script in an HTML document (JSON-LD data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes!)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes!)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}
