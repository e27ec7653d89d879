import type { NextConfig } from "next";
import { nextRedirects } from "./lib/legacy-redirects";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  trailingSlash: false,
  async redirects() {
    return nextRedirects();
  },
};

export default nextConfig;
