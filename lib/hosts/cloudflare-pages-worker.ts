// Cloudflare Pages runs this as out/_worker.js (advanced mode; scripts/postbuild.ts bundles it). Its _redirects has
// no query conditions and no "*.asp" suffix match, so the legacy rules run here, on the server, the same function the
// in-browser screen uses; every other request goes to the static assets, where _headers applies.
import { legacyTarget } from "@/lib/legacy-redirects";
import { securityHeaders } from "@/lib/security-headers";

interface Env {
  /** The Pages project's static assets, with its _headers and _redirects applied. */
  ASSETS: { fetch(request: Request): Promise<Response> };
}

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const target = legacyTarget(url.pathname, url.searchParams);
    if (target === null) return env.ASSETS.fetch(request);
    const headers = new Headers(
      securityHeaders.map((header): [string, string] => [header.key, header.value]),
    );
    headers.set("Location", target);
    return new Response(null, { status: 301, headers });
  },
};

export default worker;
