// Security headers, written once for every way the site is served: next.config.ts headers() under `next start`,
// and _headers and the nginx block on static hosts (scripts/postbuild.ts). Kept free of "@/" imports so
// next.config.ts can load it.
import { EDITOR_PATH } from "./editor-path.mjs";

export { EDITOR_PATH };

/** The map embed's origin: the only third party a page loads, in a frame. */
export const MAP_ORIGIN = "https://www.google.com";

/**
 * One policy for every page: pages carry no inline script (the build removes Next's and refuses any left), so
 * scripts come only from this origin, with no hashes to keep in step with the HTML.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline styles cannot run code; the FAQ's Radix markup carries style attributes.
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

/** The Git host whose API the editor reads and commits through. */
export const GIT_HOST_API = "https://api.github.com";

/**
 * The editor's own policy: its script and fonts come from this origin like the site's (the build serves them), and
 * the only other origin it may reach is the Git host's API. It reads its own blob: and data: URLs. The
 * signing-in window it opens is a navigation, which no policy here governs.
 */
export const EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Svelte sets styles inline as it renders.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  `connect-src 'self' blob: data: ${GIT_HOST_API}`,
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders: { key: string; value: string }[] = [
  { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

/** Where the build puts the site's own script modules; their names carry a content hash. */
export const ASSETS_PATH = "/_assets/";

/** Every path prefix whose files have content-hashed names: the site's modules and Next's build output. */
export const HASHED_PATHS = [ASSETS_PATH, "/_next/static/"];

/** For files whose name changes whenever their content does. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * For every other response: pages, the 404 page, the redirect screen, the sitemap, robots.txt, icons and social
 * cards keep their names from one deploy to the next. A browser or CDN may keep a copy but must ask again before each
 * use (a 304 when the ETag or Last-Modified still matches), so a redeploy shows on the next request.
 */
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

/** What every response but the hashed files carries: the security headers and the revalidating cache policy. */
export const revalidatedHeaders = [...securityHeaders, { key: "Cache-Control", value: REVALIDATE_CACHE }];

/** What the editor's files carry in place of the site's policy: its own, and a word to search engines to leave them out. */
export const editorOwnHeaders = [
  { key: "Content-Security-Policy", value: EDITOR_CONTENT_SECURITY_POLICY },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

/** Every header of the editor's files. */
export const editorHeaders = [
  ...revalidatedHeaders.filter((h) => h.key !== "Content-Security-Policy"),
  ...editorOwnHeaders,
];
