// Spelling of everything a visitor reads: English copy in US English, content/es/ in Spanish (English allowed), real
// names in content/words.txt. The check (cspell, cspell.config.yaml) runs on the real content, and on fixtures that
// prove it can fail in each language and passes correct text with its accents.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSpelling, type SpellingResult, spellingReport } from "@/lib/content/spelling";

/** The YAML and Markdown files under content/ but the house style guides (content/STYLE*.md), which are notes. */
function copyFiles(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return copyFiles(dir, path);
    return /\.(yaml|md)$/.test(entry.name) && !/^STYLE.*\.md$/.test(path) ? [path] : [];
  });
}

describe("spelling of content/", () => {
  it("every word of the English and Spanish copy is in a dictionary or in content/words.txt", () => {
    const { filesChecked, issues } = checkSpelling();
    const words = issues.map((issue) => `${issue.file}:${issue.line}: ${issue.word}`);
    expect(words, `\n${spellingReport(issues)}\n`).toEqual([]);
    expect(filesChecked).toBe(copyFiles(join(process.cwd(), "content")).length);
  });
});

/** Fixture files, by path under the fixture folder: English ones in content/, Spanish ones in content/es/. */
const FIXTURES: Record<string, string> = {
  // Right: keys, slugs, hrefs, icon names, a hash and tokens are not text; names come from content/words.txt.
  "content/cities/right.yaml": [
    "slug: debary-and-deltona",
    "translates: 3fa9c01b2e",
    "aliases:",
    "  - computer-repair-volusia-cuonty",
    "distanceFromDelnd: 15",
    "meta:",
    "  title: Laptop Repair in DeBary, Deltona and DeLand",
    '  description: "Screens, batteries and Wi-Fi near Stetson University, a short ride on SunRail or Votran."',
    "cards:",
    "  - icon: laptopp",
    "    href: /servces/laptop-repair",
    "    text: Take Howland Boulevard to I-4, then call {phone} about {price.diagnostcs}.",
    "",
  ].join("\n"),
  "content/cities/right.md": [
    "From Volusia County, [call us](/contcat) before you drive up {strret}.",
    "",
    "## Which road to take",
    "",
    "- Woodland Boulevard into downtown DeLand",
    "",
  ].join("\n"),
  "content/es/cities/right.yaml": [
    "translates: 9c2f0a7b1d",
    "slug: reparacion-de-laptops",
    "meta:",
    "  title: Reparación de laptops y computadoras en DeLand",
    '  description: "¿Cuánto cuesta? Llame al {phone}: revisamos su laptop y el Wi-Fi de su casa en Deltona."',
    "faqs:",
    "  - question: ¿Cuánto tarda la reparación?",
    "    answer: Casi siempre está lista en {time.most-repairs}, y le avisamos cuando esté lista.",
    "",
  ].join("\n"),
  "content/es/cities/right.md": [
    "Desde DeBary, tome la I-4 y siga por Howland Boulevard hasta el taller en {street}.",
    "",
    "## ¿Cómo llegar en SunRail?",
    "",
    "- Baje en la estación de DeLand y tome el autobús de Votran.",
    "",
  ].join("\n"),
  // Wrong: one misspelling a line, where the check must find it.
  "content/cities/wrong.yaml": [
    "meta:",
    "  title: Laptop Repiar in DeLand",
    "  description: Our shop in Deland fixes laptops.",
    "items:",
    "  - Reparación de computadoras",
    "",
  ].join("\n"),
  "content/cities/wrong.md": ["Screens and batteries.", "", "## A heading with a typpo", ""].join("\n"),
  "content/es/cities/wrong.yaml": [
    "meta:",
    "  title: La reparacion de su laptop",
    "  description: Trayga también el cargador.",
    "",
  ].join("\n"),
};

describe("the spelling check can fail, in English and in Spanish", () => {
  let dir: string;
  let result: SpellingResult;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "spelling-"));
    for (const [path, text] of Object.entries(FIXTURES)) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    result = checkSpelling(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const found = (file: string) => result.issues.filter((i) => i.file === file).map((i) => [i.line, i.word]);

  it("checks every fixture file", () => {
    expect(result.filesChecked).toBe(Object.keys(FIXTURES).length);
  });

  it("passes right English and right Spanish, accents included, and reads no key, slug, href, hash or token", () => {
    for (const file of Object.keys(FIXTURES).filter((f) => f.includes("/right."))) {
      expect(found(file), file).toEqual([]);
    }
  });

  it("finds a misspelling in English copy, a wrongly written name, and Spanish in an English file", () => {
    expect(found("content/cities/wrong.yaml")).toEqual([
      [2, "Repiar"],
      [3, "Deland"],
      [5, "Reparación"],
      [5, "computadoras"],
    ]);
    expect(found("content/cities/wrong.md")).toEqual([[3, "typpo"]]);
  });

  it("finds a misspelling in Spanish copy, a missing accent included", () => {
    expect(found("content/es/cities/wrong.yaml")).toEqual([
      [2, "reparacion"],
      [3, "Trayga"],
    ]);
  });

  it("the report names file, line and word, a suggestion, and the word list for real names", () => {
    const report = spellingReport(result.issues);
    expect(report).toContain('content/es/cities/wrong.yaml:2: "reparacion" (did you mean reparación');
    expect(report).toContain('content/cities/wrong.yaml:3: "Deland" (did you mean DeLand');
    expect(report).toContain("content/words.txt");
  });

  it("a folder with no copy to check fails the check instead of passing it", () => {
    const empty = mkdtempSync(join(tmpdir(), "spelling-empty-"));
    try {
      expect(() => checkSpelling(empty)).toThrow(/cspell failed/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
