import { LEGACY_CASES } from "../tests/legacy-cases";
import { expect, test } from "./fixtures";

const target = process.env.TARGET === "static" ? "static" : "server";

// Every form of old address the rules are written for, asked of the server under test: under `next start` a
// legacy address is a permanent redirect and anything else is not; on a host without redirect rules the page that
// answers sends the visitor on.
for (const [url, expected] of LEGACY_CASES) {
  test(`${url} ${expected ? `ends on ${expected}` : "is not a legacy address"}`, async ({
    page,
    request,
  }) => {
    const response = await request.get(url, { maxRedirects: 0 });
    if (target === "server") {
      if (expected) {
        expect(response.status()).toBe(301);
        expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(expected);
      } else {
        expect(response.status()).not.toBe(301);
      }
    }
    if (!expected) return;
    await page.goto(url);
    await expect(page).toHaveURL((now) => now.pathname === expected);
  });
}
