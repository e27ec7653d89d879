import { legacyTarget } from "@/lib/legacy-redirects";
import { revalidatedHeaders } from "@/lib/security-headers";

/**
 * The permanent redirect a host's own code answers a legacy URL with: to the target alone (no query), with the
 * headers every unhashed response gets, or null when the request is not for a legacy URL.
 */
export function legacyRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const target = legacyTarget(url.pathname, url.searchParams);
  if (target === null) return null;
  const headers = new Headers(
    revalidatedHeaders.map((header): [string, string] => [header.key, header.value]),
  );
  headers.set("Location", target);
  return new Response(null, { status: 301, headers });
}
