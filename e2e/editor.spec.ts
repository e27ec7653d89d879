import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { z } from "zod";
import { claimSchema, claimsSchema, specialHoursSchema } from "@/lib/content/site-schema";
import { CLAIMS_FILE } from "@/lib/editor/config";
import { editorYaml } from "@/lib/editor/yaml";
import { EDITOR_CONTENT_SECURITY_POLICY, EDITOR_PATH } from "@/lib/security-headers";
import { expect, parseHtml, test } from "./fixtures";
import { servedPage, servedPaths } from "./served-pages";

const EDITOR_PAGE = EDITOR_PATH.slice(0, -1);
const SPECIAL_HOURS = "content/special-hours.yaml";
/** The confirm toggle's label, as the claims schema gives it. */
const TRUE_FOR_THE_SHOP = z.globalRegistry.get(claimSchema.shape.confirmed)!.title!;

test(
  "the editor's page has its own policy, stays out of search and is linked from no page",
  { tag: "@host" },
  async ({ request, baseURL }) => {
    for (const path of [EDITOR_PAGE, EDITOR_PATH]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-security-policy"], path).toBe(EDITOR_CONTENT_SECURITY_POLICY);
      expect(response.headers()["x-robots-tag"], path).toContain("noindex");
      expect(parseHtml(await response.text())('meta[name="robots"]').attr("content"), path).toContain(
        "noindex",
      );
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(new RegExp(`^Disallow: ${EDITOR_PATH}$`, "m"));
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(EDITOR_PATH.slice(0, -1));
    expect(servedPaths, "test setup: the pages").not.toHaveLength(0);
    for (const path of servedPaths) {
      const { $ } = servedPage(path, baseURL!);
      const links = $("a[href]")
        .map((_, a) => new URL($(a).attr("href")!, "http://x").pathname)
        .get();
      expect(
        links.filter((href) => href.startsWith(EDITOR_PAGE)),
        path,
      ).toEqual([]);
    }
  },
);

/**
 * The editor's local-repository mode over a directory in the browser's origin-private file system, which the test
 * fills with the repository's files and reads back: the directory picker, which a test cannot click through, hands
 * the editor that directory.
 */
async function openWithLocalRepository(page: Page, files: Record<string, string>) {
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle("repository", { create: true }),
    });
  });
  await page.goto(EDITOR_PAGE);
  await page.evaluate(async (entries) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("repository", { create: true });
    await root.getDirectoryHandle(".git", { create: true });
    for (const [path, text] of Object.entries(entries)) {
      const parts = path.split("/");
      let directory = root;
      for (const part of parts.slice(0, -1))
        directory = await directory.getDirectoryHandle(part, { create: true });
      const writable = await (
        await directory.getFileHandle(parts.at(-1)!, { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole("button", { name: /local repository/i }).click();
}

/** Opens the form of one of the shop's files, from the list the editor opens on. */
async function openFile(page: Page, label: string) {
  await page.getByRole("treeitem", { name: "The shop" }).click();
  await page.getByRole("main").getByText(label, { exact: true }).click();
}

/** A file of the repository the editor works on, as it is now. */
const readBack = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
    for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part);
    return (await (await directory.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path.split("/"));

/** What the editor's policy refused, as the page saw it. */
async function refusedByPolicy(page: Page): Promise<{ url: string; directive: string }[]> {
  return page.evaluate(
    () => (window as unknown as { refused: { url: string; directive: string }[] }).refused,
  );
}

test.describe("the owner's editor, offline, in local-repository mode", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const refused: { url: string; directive: string }[] = [];
      Object.assign(window, { refused });
      document.addEventListener("securitypolicyviolation", (event) =>
        refused.push({ url: event.blockedURI, directive: event.effectiveDirective }),
      );
    });
  });

  test("special hours: a new day is saved as its own lines; a reason too long for the open-now line is refused", async ({
    page,
    baseURL,
  }) => {
    const original = readFileSync(SPECIAL_HOURS, "utf8");
    const days = z.array(specialHoursSchema).parse(parse(original));
    expect(days, "test setup: the special days").not.toHaveLength(0);
    await openWithLocalRepository(page, { [SPECIAL_HOURS]: original });
    await openFile(page, "Special hours");

    // The new day opens alone, so its fields are the only ones in view. Sveltia wraps the words it fills into its
    // labels in Unicode isolates.
    await page.getByRole("button", { name: "Collapse All" }).click();
    await page.getByRole("button", { name: /^Add\W*day\W*$/ }).click();
    const field = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
    const newDay = { date: "2031-12-24", opens: "09:00", closes: "12:00", reason: "Christmas Eve" };
    await field("Day").fill(newDay.date);
    await field("Opens").fill(newDay.opens);
    await field("Closes").fill(newDay.closes);
    const reason = field("Why (English)");
    // Too long for "Closed today for …": the form refuses to save, and the file stays as it was.
    await reason.fill("Christmas Eve, half day");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/16 characters/).first()).toBeVisible();
    expect(await readBack(page, SPECIAL_HOURS)).toBe(original);

    await reason.fill(newDay.reason);
    await field("Checked").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => readBack(page, SPECIAL_HOURS)).not.toBe(original);
    const saved = await readBack(page, SPECIAL_HOURS);
    // The other days' lines are as they were; the new day's are added after them, and the build's schema reads them.
    expect(saved.startsWith(original), "the lines before the new day").toBe(true);
    const added = z.array(specialHoursSchema).parse(parse(saved)).slice(days.length);
    expect(added).toEqual([{ ...newDay, closed: false, confirmed: true }]);

    // The policy refuses what the editor asks of other hosts (its update check, the Git host's status page), and
    // nothing of its own.
    const origin = new URL(baseURL!).origin;
    const ownRefused = (await refusedByPolicy(page)).filter(
      ({ url }) => !/^https?:/.test(url) || new URL(url).origin === origin,
    );
    expect(ownRefused).toEqual([]);
  });

  test("claims: ticking one is a one-line change, and that claim is confirmed", async ({ page }) => {
    const claims = claimsSchema.parse(parse(readFileSync(CLAIMS_FILE, "utf8")));
    const names = Object.keys(claims);
    expect(names, "test setup: the claims").not.toHaveLength(0);
    // The last one, well below the first screen, still to confirm here whatever content/claims.yaml says of it.
    const name = names.at(-1)!;
    const unconfirmed = { ...claims, [name]: { ...claims[name]!, confirmed: false } };
    const original = editorYaml(unconfirmed);
    await openWithLocalRepository(page, { [CLAIMS_FILE]: original });
    await openFile(page, "Claims to confirm");

    // The editor draws a group's fields once the group scrolls into view.
    const group = page.getByRole("group", { name: new RegExp(`^\\W*${name}\\W* Field$`) });
    await group.scrollIntoViewIfNeeded();
    await group.getByRole("switch", { name: TRUE_FOR_THE_SHOP, exact: true }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => readBack(page, CLAIMS_FILE)).not.toBe(original);
    const saved = await readBack(page, CLAIMS_FILE);
    const lines = original.split("\n");
    expect(saved.split("\n"), "the file's lines").toHaveLength(lines.length);
    const changed = saved.split("\n").filter((line, i) => line !== lines[i]);
    expect(changed, "the lines that changed").toHaveLength(1);
    expect(claimsSchema.parse(parse(saved))).toEqual({
      ...unconfirmed,
      [name]: { ...claims[name]!, confirmed: true },
    });
  });
});
