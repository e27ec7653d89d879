// Under `next start`: legacy URLs get their 301 here, from the code Netlify's edge function and the Cloudflare worker
// run (next.config.ts redirects() would carry the old query onto the target), and an unknown address under /es/
// gets the Spanish not-found page (/es/404) with its 404 status, as the static hosts' rules give it. The static
// export has no proxy; its hosts' rule files and code do both (scripts/postbuild.ts).
import { readFileSync } from "node:fs";
import { readBuildOutputs } from "@/lib/build/adapter.mjs";
import { legacyRedirect } from "@/lib/hosts/legacy-redirect";
import { notFoundPath } from "@/lib/i18n";
import { revalidatedHeaders } from "@/lib/security-headers";

const SPANISH_NOT_FOUND = notFoundPath("es");
let builtPages: Map<string, string> | undefined;

/** The built HTML file of each page, as the build adapter listed them. */
function builtPageFiles(): Map<string, string> {
  builtPages ??= new Map(readBuildOutputs("server").pages.map((page) => [page.pathname, page.file]));
  return builtPages;
}

/**
 * The Spanish not-found page, sent as it was built with status 404 (a rewrite to it with status 404 makes Next render
 * its own not-found boundary instead); with no Spanish pages built, Next's not-found page answers.
 */
function spanishNotFound(): Response | undefined {
  const file = builtPageFiles().get(SPANISH_NOT_FOUND);
  if (!file) return undefined;
  return new Response(readFileSync(file), {
    status: 404,
    headers: [
      ["Content-Type", "text/html; charset=utf-8"],
      ...revalidatedHeaders.map(({ key, value }): [string, string] => [key, value]),
    ],
  });
}

export function proxy(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  if (/^\/es(\/|$)/.test(pathname) && !/\.asp$/i.test(pathname))
    return pathname !== SPANISH_NOT_FOUND && builtPageFiles().has(pathname) ? undefined : spanishNotFound();
  const redirect = legacyRedirect(request);
  if (!redirect) return undefined;
  // Next refuses a relative Location from a proxy, and sends a same-origin one on as its path, as the other hosts do.
  redirect.headers.set("Location", new URL(redirect.headers.get("Location")!, request.url).href);
  return redirect;
}

// Only .asp paths, in any case, and the Spanish pages reach the proxy; the English pages are served straight from
// the prerendered files.
export const config = { matcher: ["/:path*/:file([^/]+\\.[aA][sS][pP])", "/es", "/es/:path*"] };
