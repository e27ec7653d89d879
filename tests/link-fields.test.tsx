// Every kind of content field that makes an internal link, edited as the owner would edit it, in a copy of
// content/. The content check refuses a link that would lead nowhere, naming the file (and line) and the field. The
// one such field it honours, a Spanish core page's `route.path`, moves the page and every link to it, since one
// catch-all route serves the Spanish pages wherever their paths are; the link check after a build (run here on pages
// rendered from the edited content) finds the new path built, and would name the field were it not.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as cheerio from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { parse, parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageView } from "@/app/page-view";
import { brokenLinks } from "@/lib/build/link-check";
import { loadSite, type SiteContent } from "@/lib/content/load";
import { pageFile } from "@/lib/content/page-files";
import { readContent } from "@/lib/content/read";
import { ContentError } from "@/lib/content/validate";
import { allPagesByPath, corePage } from "@/lib/routes";
import { SAMPLE } from "./content-helpers";

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ to edit: its folder (the root the site reads content/ from). */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "link-fields-"));
  copies.push(root);
  cpSync("content", join(root, "content"), { recursive: true });
  return root;
}

/** The site as a build loads it from the copy: English, and Spanish laid over it. */
function load(root: string): SiteContent {
  const english = join(root, "content");
  const spanish = readContent(join(english, "es"), "content/es", { translation: true, englishRoot: english });
  return loadSite(readContent(english), spanish);
}

/** The problems the content check finds in the copy; the test fails if it finds none. */
function problemsIn(root: string): string[] {
  try {
    load(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the content check to refuse the edit, but it accepted it");
}

/**
 * A content file's fields, as YAML, and the file with other fields in their place: a YAML file is its fields; a
 * Markdown page has them at its top, between two lines of "---", and keeps its prose below them as it is.
 */
function fieldsOf(path: string): { yaml: string; withFields: (yaml: string) => string } {
  const text = readFileSync(path, "utf8");
  if (!path.endsWith(".md")) return { yaml: text, withFields: (yaml) => yaml };
  const top = /^---\n([\s\S]*?\n)---\n/.exec(text);
  if (!top) throw new Error(`test setup: ${path} does not start with its fields between two lines of "---"`);
  return { yaml: top[1]!, withFields: (yaml) => `---\n${yaml}---\n${text.slice(top[0].length)}` };
}

/**
 * Sets a field of a content file of the copy, as an editor would: its other lines unfolded, so that the prose below a
 * Markdown page's fields stays on the lines it was on.
 */
function setField(root: string, file: string, field: (string | number)[], value: unknown) {
  const { yaml, withFields } = fieldsOf(join(root, file));
  const doc = parseDocument(yaml);
  doc.setIn(field, value);
  writeFileSync(join(root, file), withFields(doc.toString({ lineWidth: 0 })));
}

const yamlOf = (file: string) => parse(fieldsOf(file).yaml) as Record<string, unknown>;
const fieldName = (field: (string | number)[]) =>
  field.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${key}` : key),
    "",
  );

/** Asserts a problem names `file` (with or without its line) and `field`, and says `fragment`. */
function expectRefused(problems: string[], file: string, field: string, fragment: string) {
  const named = problems.filter(
    (p) => (p.startsWith(`${file} › `) || p.startsWith(`${file}:`)) && p.includes(`› field "${field}": `),
  );
  expect(
    named,
    `no problem names ${file} › field "${field}" among:\n${problems.join("\n")}`,
  ).not.toHaveLength(0);
  expect(named.join("\n")).toContain(fragment);
}

const NOWHERE = "/about-us";
const navigation = yamlOf("content/navigation.yaml") as {
  main: { href: string }[];
  footerCitySlugs: string[];
};
/** A menu link to a page other than the home page. */
const menuLink = navigation.main.findIndex((link) => link.href !== "/");
const serviceFile = pageFile("content", "services", SAMPLE.service);
const cityFile = pageFile("content", "cities", SAMPLE.standardCity);

// The edits of one stage of the content check are made in one copy: the check reports every problem of a stage at
// once, and stops at the end of a stage with any.
describe("a field that makes a link, edited to lead nowhere, is refused by the content check", () => {
  describe("a link or a slug", () => {
    const renamedCity = navigation.footerCitySlugs.find((slug) => slug !== SAMPLE.standardCity)!;
    const linkFields = [
      ["a menu link", "content/navigation.yaml", ["main", menuLink, "href"]],
      ["a footer link", "content/navigation.yaml", ["footerServices", 0, "href"]],
      ["a card on the home page", "content/pages/home.yaml", ["services", "items", 0, "href"]],
      ["a service's related service", serviceFile, ["relatedServices", 0, "href"]],
    ] as const;
    const markdownFiles = [
      ["a city's", cityFile],
      ["a service's", serviceFile],
    ] as const;
    /** The line of each Markdown file the link is written on. */
    const markdownLines = new Map<string, number>();
    let problems: string[];

    beforeAll(() => {
      const root = contentCopy();
      for (const [, file, field] of linkFields) setField(root, file, [...field], NOWHERE);
      // Far ahead of any build: a notice that has ended is dropped before its link is read.
      const notice = { text: "Closed for a day.", link: { label: "Why", href: NOWHERE } };
      writeFileSync(
        join(root, "content/notice.yaml"),
        JSON.stringify({ ...notice, starts: "2999-01-01T09:00", ends: "2999-01-02T17:00" }),
      );
      for (const [, file] of markdownFiles) {
        const text = `${readFileSync(join(root, file), "utf8").trimEnd()}\n\n`;
        markdownLines.set(file, text.split("\n").length);
        writeFileSync(join(root, file), `${text}Meet [the team](${NOWHERE}) behind the counter.\n`);
      }
      for (const file of [cityFile, serviceFile])
        setField(root, file, ["slug"], `${yamlOf(file).slug as string}-fl`);
      // A city renamed whole, its file and its translation's too: the links to its old address remain.
      for (const base of ["content", "content/es"]) {
        const file = pageFile(base, "cities", renamedCity);
        if (existsSync(join(root, file)))
          renameSync(join(root, file), join(root, pageFile(base, "cities", `${renamedCity}-fl`)));
      }
      setField(root, pageFile("content", "cities", `${renamedCity}-fl`), ["slug"], `${renamedCity}-fl`);
      problems = problemsIn(root);
    });

    it.each(linkFields)("%s", (_kind, file, field) => {
      expectRefused(problems, file, fieldName([...field]), `links to ${NOWHERE}`);
    });

    it("the notice's link", () => {
      expectRefused(problems, "content/notice.yaml", "link.href", `links to ${NOWHERE}`);
    });

    it.each(markdownFiles)("a Markdown link in %s prose, named by its line", (_kind, file) => {
      const at = `${file}:${markdownLines.get(file)} › `;
      expect(
        problems.find((p) => p.startsWith(at)),
        problems.join("\n"),
      ).toContain(`links to ${NOWHERE}`);
    });

    it.each([
      ["a city's", cityFile],
      ["a service's", serviceFile],
    ])("%s slug", (_kind, file) => {
      expectRefused(problems, file, "slug", "must match the file name");
    });

    it("a city's slug with its files renamed to match: the links to its old address", () => {
      const field = `footerCitySlugs[${navigation.footerCitySlugs.indexOf(renamedCity)}]`;
      expectRefused(problems, "content/navigation.yaml", field, `"${renamedCity}" is not a city`);
    });
  });

  it("an English core page's path, which is no field any more", () => {
    const root = contentCopy();
    setField(root, "content/pages/about.md", ["route", "path"], NOWHERE);
    expectRefused(problemsIn(root), "content/pages/about.md", "route", "cannot change");
  });

  describe("a Spanish core page's route.path", () => {
    const spanishPage = (key: string) => pageFile("content/es", "pages", key);
    const pathOf = (key: string) => (yamlOf(spanishPage(key)) as { route: { path: string } }).route.path;
    const edits = [
      ["outside /es/", "about", "/nosotros", "must be under /es/"],
      ["another Spanish page's", "cities", pathOf("services"), "already taken"],
      ["the home page's, which must stay /es", "home", "/es/inicio", "must be /es"],
    ] as const;
    let problems: string[];
    beforeAll(() => {
      const root = contentCopy();
      for (const [, key, path] of edits) setField(root, spanishPage(key), ["route", "path"], path);
      problems = problemsIn(root);
    });

    it.each(edits)("%s", (_kind, key, _path, fragment) => {
      expectRefused(problems, spanishPage(key), "route.path", fragment);
    });

    it("an old .asp address", () => {
      const root = contentCopy();
      setField(root, spanishPage("about"), ["route", "path"], `${pathOf("about")}.asp`);
      expectRefused(
        problemsIn(root),
        spanishPage("about"),
        "route.path",
        "lower-case words joined by hyphens",
      );
    });
  });
});

describe("a Spanish core page's route.path moves the page and every link to it", () => {
  const aboutFile = "content/es/pages/about.md";
  const original = (yamlOf(aboutFile) as { route: { path: string } }).route.path;
  const moved = `${original}-nuevo`;
  let site: SiteContent;
  /** Two pages that link the moved one, rendered as their routes render them: the Spanish home, the English about. */
  let pages: { pathname: string; html: string }[];
  beforeAll(() => {
    const root = contentCopy();
    setField(root, aboutFile, ["route", "path"], moved);
    site = load(root);
    pages = (
      [
        ["es", corePage(site.es!.routes, "home")],
        ["en", corePage(site.en.routes, "about")],
      ] as const
    ).map(([language, page]) => ({
      pathname: page.path,
      html: renderToStaticMarkup(<PageView site={site} language={language} page={page} />),
    }));
  });

  it("the page answers at the new path, not the old", () => {
    const { routes } = site.es!;
    expect(corePage(routes, "about").path).toBe(moved);
    expect(routes.byPath.get(moved)).toBe(corePage(routes, "about"));
    expect(routes.byPath.has(original)).toBe(false);
  });

  it("the Spanish menu and the English page's language switch link the new path", () => {
    const [spanishHome, englishAbout] = pages.map(({ html }) => cheerio.load(html));
    expect(spanishHome!(`header nav a[href="${moved}"]`)).not.toHaveLength(0);
    expect(englishAbout!(`a[href="${moved}"][hreflang]`)).toHaveLength(1);
  });

  /** The link check's findings about the moved page, on the rendered pages, with `built` the pages of the build. */
  const findings = (built: string[]) =>
    brokenLinks({
      siteUrl: site.en.business.url,
      pages: [
        ...pages,
        ...built
          .filter((path) => !pages.some((p) => p.pathname === path))
          .map((pathname) => ({ pathname, html: "" })),
      ],
      sitemaps: [],
      files: [],
      origins: [...site.en.linkOrigins, ...site.es!.linkOrigins],
    }).filter((problem) => problem.startsWith(`${moved} `));

  it("the link check finds the new path among the pages the app builds from the route table", () => {
    expect(findings([...allPagesByPath(site).keys()])).toEqual([]);
  });

  it("and in a build without it, names the field that made the links", () => {
    const [problem] = findings([...allPagesByPath(site).keys()].filter((path) => path !== moved));
    expect(problem).toMatch(/made by content\/es\/pages\/about\.md:\d+ › field "route\.path"/);
    // The Spanish menu links it (above), from the English menu's link: a fact of content/navigation.yaml.
    expect(problem).toMatch(/made by content\/navigation\.yaml › field "main\[\d+\]\.href"/);
  });
});
