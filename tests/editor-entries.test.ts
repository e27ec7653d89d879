// What the owner's editor computes in the browser before a save (lib/editor/entries.ts), against what the build
// computes from the files: the version of the English text a translation records, and the build's refusal of a change.
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { textVersion } from "@/lib/content/overlay";
import { splitPageFile } from "@/lib/content/page-files";
import { rawContent, rawTranslation } from "@/lib/content/raw";
import { translate } from "@/lib/content/translate";
import { ProblemList } from "@/lib/content/validate";
import {
  englishVersion,
  entryProblems,
  SINGLE_FILES,
  without,
  type ContentSnapshot,
  type SavingEntry,
} from "@/lib/editor/entries";
import { SAMPLE } from "./content-helpers";

const english = without(rawContent, "locate");
const snapshot: ContentSnapshot = { english, spanish: without(rawTranslation!, "locate") };

/** A file as the editor holds it: its fields (a page's prose as `body`), in an order of the editor's own. */
function editorData(file: string): Record<string, unknown> {
  const text = readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return Object.fromEntries(Object.entries(parse(text) as object).reverse());
  const page = splitPageFile(text)!;
  const fields = parse(page.fields) as Record<string, unknown>;
  return Object.fromEntries([["body", page.prose.trim()], ...Object.entries(fields).reverse()]);
}

const cityEntry = (key: string): SavingEntry => ({
  collection: "cities",
  path: `content/cities/${key}.md`,
  data: editorData(`content/cities/${key}.md`),
  i18n: { es: { data: editorData(`content/es/cities/${key}.md`) } },
});

describe("the owner's editor, before a save", () => {
  it("records the version of the English text that the build computes, for every city and service", () => {
    let count = 0;
    for (const dir of ["cities", "services"] as const)
      for (const name of readdirSync(`content/${dir}`)) {
        const key = name.replace(/\.md$/, "");
        const file = `content/${dir}/${name}`;
        expect(englishVersion(dir, file, editorData(file)), file).toBe(textVersion(rawContent[dir][key]));
        count++;
      }
    expect(count).toBe(Object.keys(rawContent.cities).length + Object.keys(rawContent.services).length);
  });

  it("records a version of each translated file of the site's words that the build finds up to date", () => {
    const translated = Object.entries(SINGLE_FILES).filter(([, file]) => file.translated);
    expect(translated.length, "test setup: translated files").toBeGreaterThan(2);
    const spanish = structuredClone(snapshot.spanish);
    for (const [path, file] of translated) {
      const version = englishVersion("pages", path, editorData(path));
      const data = ("page" in file ? spanish.pages[file.page] : spanish[file.key]) as Record<string, unknown>;
      data.translates = version;
    }
    const { outdated } = translate(english, spanish, "es", new ProblemList());
    for (const [path] of translated)
      expect(
        outdated.map(({ source }) => source),
        path,
      ).not.toContain(path);
  });

  it("finds nothing to say of a page saved as it is", () => {
    expect(entryProblems(snapshot, cityEntry(SAMPLE.standardCity))).toEqual([]);
  });

  it("refuses a title within its limit as typed but over it once its token is filled, with the build's message", () => {
    const entry = cityEntry(SAMPLE.standardCity);
    const name = (english.site as { name: string }).name;
    const title = `${"Laptop, desktop and Wi-Fi repairs from ".padEnd(61 - name.length, ".")}{name}`;
    expect(title.length).toBeLessThanOrEqual(60);
    entry.data.meta = { ...(entry.data.meta as object), title };
    const problems = entryProblems(snapshot, entry);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/cities/${SAMPLE.standardCity}\\.md › entry "${SAMPLE.standardCity}" › field "meta\\.title": .*60`,
      ),
    );
  });

  it("refuses a figure written into the Spanish prose, naming the Spanish file", () => {
    const entry = cityEntry(SAMPLE.standardCity);
    const es = entry.i18n!.es!.data!;
    // The same paragraphs, the last one a sentence longer.
    es.body = `${String(es.body)} Una pantalla nueva cuesta 120 dólares.`;
    expect(entryProblems(snapshot, entry).join("\n")).toMatch(
      new RegExp(`^content/es/cities/${SAMPLE.standardCity}\\.md.*facts once`, "m"),
    );
  });
});
