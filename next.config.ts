import type { NextConfig } from "next";
import { nextRedirects } from "./lib/legacy-redirects";
import { baseSecurityHeaders } from "./lib/security-headers";

// `npm run build:static` sets STATIC_EXPORT=1: the site is written to out/ for any static host, which then gets
// the same redirects and headers from generated _redirects, _headers and nginx files (scripts/postbuild.ts).
const staticExport = process.env.STATIC_EXPORT === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  trailingSlash: false,
  ...(staticExport
    ? { output: "export" }
    : {
        async redirects() {
          return nextRedirects();
        },
        // Each page's Content-Security-Policy is added after the build, once its inline scripts can be hashed.
        async headers() {
          return [{ source: "/:path*", headers: baseSecurityHeaders }];
        },
      }),
};

export default nextConfig;
