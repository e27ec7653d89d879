import { LEGACY_CASES } from "../tests/legacy-cases";
import { expect, test } from "./fixtures";

// Every form of old address the rules are written for, asked of the server under test (`next start`, or nginx
// running the generated out/nginx.conf): a legacy address is a permanent redirect to exactly the right page, its old
// query left behind; anything else is not redirected.
for (const [url, expected] of LEGACY_CASES) {
  test(
    `${url} ${expected ? `is a 301 to ${expected}` : "is not a legacy address"}`,
    { tag: "@host" },
    async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      if (!expected) {
        expect(response.status()).not.toBe(301);
        return;
      }
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(expected);
    },
  );
}

// A browser follows every such redirect the same way: one of them, followed, leaves no history entry of its own.
test(
  "a legacy address followed in the browser lands on its page, and Back returns to the page before",
  { tag: "@host" },
  async ({ page }) => {
    const [url, expected] = LEGACY_CASES.find(([, to]) => to)!;
    await page.goto("/about");
    await page.goto(url);
    await expect(page).toHaveURL((now) => now.pathname === expected);
    await page.goBack();
    await expect(page).toHaveURL((now) => now.pathname === "/about");
  },
);
