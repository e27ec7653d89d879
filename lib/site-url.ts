const DEFAULT_SITE_URL = "https://www.delandcomputerrepair.example";

/** The site's origin without a trailing slash, from SITE_URL at build time. */
export function resolveSiteUrl(value = process.env.SITE_URL): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be a full URL such as ${DEFAULT_SITE_URL}; got "${raw}"`);
  }
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`SITE_URL must be an origin without a path, query or hash; got "${raw}"`);
  }
  return url.origin;
}

export const siteUrl = resolveSiteUrl();

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}
