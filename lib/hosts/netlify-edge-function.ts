// Netlify runs this as an edge function, before its redirect rules: scripts/postbuild.ts bundles it into
// .netlify/v1/edge-functions/ (Netlify's Frameworks API), which a build on Netlify deploys with out/. Netlify's
// _redirects is case-sensitive and has no suffix match, so only here does every .asp URL, at any depth and in any
// spelling, get its 301 from the server.
import { legacyRedirect } from "./legacy-redirect";

/** Returning nothing hands the request on to the redirect rules and the static files. */
export default function legacyRedirects(request: Request): Response | undefined {
  return legacyRedirect(request) ?? undefined;
}

/** Netlify matches this against the request path; the function itself decides, from lib/legacy-redirects.ts. */
export const config = { pattern: "\\.[aA][sS][pP]$" };
