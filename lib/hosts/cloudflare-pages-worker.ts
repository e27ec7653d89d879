// Cloudflare Pages runs this as out/_worker.js (advanced mode; scripts/postbuild.ts bundles it). Its _redirects has
// no query conditions and no "*.asp" suffix match, so the legacy rules run here, on the server; every other request
// goes to the static assets, where _headers applies.
import { legacyRedirect } from "./legacy-redirect";

interface Env {
  /** The Pages project's static assets, with its _headers and _redirects applied. */
  ASSETS: { fetch(request: Request): Promise<Response> };
}

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    return legacyRedirect(request) ?? env.ASSETS.fetch(request);
  },
};

export default worker;
