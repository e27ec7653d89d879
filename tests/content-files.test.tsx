// What the owner sees after a bad edit to a file in content/: each kind of mistake, made in a copy of the real
// files, fails with a message naming the file and line, the entry and the field.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as cheerio from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Paragraph } from "@/components/ui/paragraph";
import { loadContent } from "@/lib/content/load";
import { readContent } from "@/lib/content/read";
import { ContentError } from "@/lib/content/validate";
import { SAMPLE } from "./content-helpers";

const { standardCity: CITY, service: SERVICE } = SAMPLE;
let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A copy of content/ with one file edited. */
function contentWith(file: string, edit: (text: string) => string): string {
  root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync("content", root, { recursive: true });
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  expect(after, "test setup: the edit must change the file").not.toBe(before);
  writeFileSync(path, after);
  return root;
}

function problemsOf(dir: string): string[] {
  try {
    loadContent(readContent(dir));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the content to be rejected");
}

/** The 1-based line of the first line in `file` (of the real content) that contains `text`. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(join("content", file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text));
  expect(index, `test setup: ${text} in ${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** A page file's fields: the YAML between the two lines of "---" at its top. */
const FIELDS = /^---\n[\s\S]*?\n---\n/;

/** An edit of a page file's Markdown prose alone, leaving the fields at its top as they are. */
function inProse(edit: (prose: string) => string): (text: string) => string {
  return (text) => {
    const fields = FIELDS.exec(text)?.[0];
    expect(fields, "test setup: a page file starts with its fields").toBeDefined();
    return fields + edit(text.slice(fields!.length));
  };
}

/** The 1-based line of a page file (of the real content) on which its prose starts: its intro. */
function proseLine(file: string): number {
  const text = readFileSync(join("content", file), "utf8");
  const fields = FIELDS.exec(text)?.[0];
  expect(fields, `test setup: ${file} starts with its fields`).toBeDefined();
  const blank = /^\n*/.exec(text.slice(fields!.length))![0].length;
  return fields!.split("\n").length + blank;
}

describe("a bad edit to a content file", () => {
  it("a YAML syntax error names the file, line and column", () => {
    const file = `cities/${CITY}.md`;
    const line = lineOf(file, "h1:");
    const problems = problemsOf(contentWith(file, (t) => t.replace(/^h1: (.*)$/m, "h1: Repairs: $1")));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/${file}:${line}:\\d+ › `));
    expect(problems[0], "says what to do").toMatch(/double quotes/);
  });

  it("a field written twice says so, not the advice for a slip in the shape", () => {
    const file = `cities/${CITY}.md`;
    const line = lineOf(file, "h1:");
    const problems = problemsOf(contentWith(file, (t) => t.replace(/^(h1: .*)$/m, "$1\n$1")));
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/${file}:${line + 1}:\\d+ › .*written twice`)),
    ]);
    expect(problems[0]).not.toMatch(/double quotes/);
  });

  it.each([
    ["missing", "", "is missing (%s)"],
    ["neither a path nor a URL", "  href: contact\n", '%s (it is "contact")'],
  ])("a link's address %s says it must be a site path or a URL", (_, href, message) => {
    const either = "must be a site path such as /contact, or a full http(s) URL";
    const notice = `text: Closed Friday from noon.\nlink:\n  label: Call ahead\n${href}starts: 2026-12-07T09:00\nends: 2026-12-11T17:00\n`;
    expect(problemsOf(contentWith("notice.yaml", (text) => text + notice))).toEqual([
      expect.stringContaining(`field "link.href": ${message.replace("%s", either)}`),
    ]);
  });

  it("a missing field says it is missing and what it must hold", () => {
    const file = `cities/${CITY}.md`;
    const problems = problemsOf(contentWith(file, (t) => t.replace(/^county: .*\n/m, "")));
    expect(problems).toEqual([expect.stringMatching(/field "county": is missing \(must be one of "/)]);
  });

  it("a field over its limit names the file and line, the entry and the field, with the value and the limit", () => {
    const file = `services/${SERVICE}.md`;
    const line = lineOf(file, "  title:");
    const title = "A title far longer than any search engine shows in its results page";
    const problems = problemsOf(contentWith(file, (t) => t.replace(/^ {2}title: .*$/m, `  title: ${title}`)));
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${file}:${line} › entry "${SERVICE}" › field "meta\\.title": is ${title.length} characters, must be at most 60`,
        ),
      ),
    ]);
  });

  it("a misspelt field is named, not dropped", () => {
    const file = `cities/${CITY}.md`;
    const problems = problemsOf(contentWith(file, (t) => t.replace(/^driveMinutes:/m, "driveMinutse:")));
    expect(problems.join("\n")).toMatch(/driveMinutse/);
    expect(problems.join("\n")).toContain(`content/${file}`);
  });

  it("a number written as words shows what was written", () => {
    const file = `cities/${CITY}.md`;
    const problems = problemsOf(
      contentWith(file, (t) => t.replace(/^distanceFromDeland: .*$/m, "distanceFromDeland: eleven")),
    );
    expect(problems.join("\n")).toMatch(
      /field "distanceFromDeland": must be a number of miles \(it is "eleven"\)/,
    );
  });

  it("an unknown token names the token and the nearest known ones", () => {
    const file = `cities/${CITY}.md`;
    const problems = problemsOf(
      contentWith(
        file,
        inProse((t) => t.replace(/\n\n## /, " Call {phnoe} today.\n\n## ")),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/cities/${CITY}\\.md:\\d+ › entry "${CITY}" › field "intro": uses \\{phnoe\\}.*\\{phone\\}`,
        ),
      ),
    ]);
  });

  it("a brace written twice is shown as a brace", () => {
    const dir = contentWith(
      `cities/${CITY}.md`,
      inProse((t) => t.replace(/\n\n## /, " Ask for {{name}} by name.\n\n## ")),
    );
    const city = loadContent(readContent(dir)).cities.find((c) => c.slug === CITY)!;
    expect(city.intro).toMatch(/Ask for \{name\} by name\.$/);
  });

  it("a notice is token-filled and checked like the rest of the copy", () => {
    const notice = (text: string) => () =>
      `text: ${text}\nstarts: 2026-12-07T09:00\nends: ${new Date().getUTCFullYear() + 2}-12-11T17:00\n`;
    const filled = loadContent(readContent(contentWith("notice.yaml", notice("Call {phone} first."))));
    expect(filled.business.notice?.text).toBe(`Call ${filled.business.phone.display} first.`);
    rmSync(root!, { recursive: true });
    expect(problemsOf(contentWith("notice.yaml", notice("Call {phnoe} first.")))).toEqual([
      expect.stringMatching(/^content\/notice\.yaml:1 › entry "notice" › field "text": uses \{phnoe\}/),
    ]);
  });

  it("a Markdown heading a page cannot show names the file and line", () => {
    const file = `services/${SERVICE}.md`;
    const problems = problemsOf(
      contentWith(
        file,
        inProse((t) => t.replace(/\n## /, "\n# ")),
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^content/${file}:\\d+ › start section headings with "## "`)),
      ]),
    );
  });

  it("a service page with a section missing says which sections it needs", () => {
    const file = `services/${SERVICE}.md`;
    const problems = problemsOf(
      contentWith(
        file,
        inProse((t) => t.slice(0, t.lastIndexOf("\n## "))),
      ),
    );
    expect(problems.join("\n")).toMatch(
      new RegExp(`^content/${file} › has 2 "## " sections; this page has 3`, "m"),
    );
  });

  it("a city page rule is reported by name, at the Markdown line", () => {
    const file = `cities/${CITY}.md`;
    const problems = problemsOf(
      contentWith(
        file,
        inProse((t) => t.replace(/\b(\d+) miles\b/, "a short drive")),
      ),
    );
    expect(problems.join("\n")).toMatch(
      new RegExp(
        `^content/${file}:${proseLine(file)} › entry "${CITY}" › field "intro": rule "distance in the intro"`,
        "m",
      ),
    );
  });

  it("a city or service is added by adding its file, and a file that is not a page is reported", () => {
    const copy = `${CITY}-copy`;
    const dir = contentWith(`cities/${CITY}.md`, (t) => t.replace(/^slug: .*$/m, `slug: ${copy}`));
    cpSync(join(dir, "cities", `${CITY}.md`), join(dir, "cities", `${copy}.md`));
    cpSync(join("content", "cities", `${CITY}.md`), join(dir, "cities", `${CITY}.md`));
    // The copy is refused only for reading like the page it was copied from: it was added, with no index to edit.
    expect(problemsOf(dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^content/cities/${CITY}(-copy)?\\.md:\\d+ › .* rule "not one text"`),
        ),
      ]),
    );
    // A page's fields in a file of their own, as pages were once written, and prose without its fields at the top.
    writeFileSync(join(dir, "cities", "orphan.yaml"), `slug: orphan\nname: Orphan\n`);
    writeFileSync(join(dir, "cities", "orphan.md"), "Some prose.\n");
    expect(problemsOf(dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/cities\/orphan\.yaml › is not a page: each page of cities is one Markdown file/,
        ),
        expect.stringMatching(
          /^content\/cities\/orphan\.md:1 › must start with its fields between two lines of "---"/,
        ),
      ]),
    );
  });

  it("a Markdown link to a page that does not exist is refused, and one to a page renders as a link", () => {
    const file = `cities/${CITY}.md`;
    const broken = contentWith(
      file,
      inProse((t) => t.replace(/\n\n## /, " See [our prices](/prices).\n\n## ")),
    );
    expect(problemsOf(broken).join("\n")).toMatch(
      new RegExp(
        `^content/${file}:${proseLine(file)} › entry "${CITY}" › field "intro": links to /prices, which is not a page`,
        "m",
      ),
    );
    rmSync(root!, { recursive: true });
    const linked = contentWith(
      file,
      inProse((t) => t.replace(/\n\n## /, " *Call* or [write to us](/contact).\n\n## ")),
    );
    const city = loadContent(readContent(linked)).cities.find((c) => c.slug === CITY)!;
    const html = renderToStaticMarkup(<Paragraph text={city.intro as string} />);
    const $ = cheerio.load(html);
    expect($("p a[href='/contact']").text()).toBe("write to us");
    expect($("p em").text()).toBe("Call");
  });

  it("HTML written into copy shows as text, never as markup", () => {
    const html = renderToStaticMarkup(
      <Paragraph text={'Call <script>alert(1)</script> <b onclick="x()">now</b>'} />,
    );
    const $ = cheerio.load(html);
    expect($("script, b").length).toBe(0);
    expect($("p").text()).toBe('Call <script>alert(1)</script> <b onclick="x()">now</b>');
  });

  it("a bad price is reported once, in content/prices.yaml, not again on every page that uses it", () => {
    const problems = problemsOf(
      contentWith("prices.yaml", (t) => t.replace(/^( +dollars: )(\d+)$/m, "$1$2.50")),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/prices\.yaml:\d+ › entry "prices" › field "price\[\d+\]\.dollars": must be whole dollars/,
      ),
    ]);
  });
});
