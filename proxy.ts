// Under `next start`, legacy URLs get their 301 here, from the code Netlify's edge function and the Cloudflare worker
// run: next.config.ts redirects() would carry the old query onto the target. The static export has no proxy; its
// hosts' rule files and code answer these URLs (scripts/postbuild.ts).
import { legacyRedirect } from "@/lib/hosts/legacy-redirect";

export function proxy(request: Request): Response | undefined {
  const redirect = legacyRedirect(request);
  if (!redirect) return undefined;
  // Next refuses a relative Location from a proxy, and sends a same-origin one on as its path, as the other hosts do.
  redirect.headers.set("Location", new URL(redirect.headers.get("Location")!, request.url).href);
  return redirect;
}

// Only .asp paths, in any case, reach the proxy; pages are served straight from the prerendered files.
export const config = { matcher: "/:path*/:file([^/]+\\.[aA][sS][pP])" };
