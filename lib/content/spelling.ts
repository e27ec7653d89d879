// The spelling check of content/: cspell, run with the repo's cspell.config.yaml (English copy in US English,
// content/es/ in Spanish with English allowed, one word list of real names in content/words.txt for both). Used by
// `npm run check:spelling` and tests/spelling.test.ts. Anything that would let it pass without checking (no cspell,
// no dictionary, no word list, no file found, a configuration error) throws instead.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The repository's root, where npm runs scripts and tests: cspell.config.yaml, content/ and node_modules/. */
const REPO_ROOT = process.cwd();
const SPELLING_CONFIG = join(REPO_ROOT, "cspell.config.yaml");
const WORD_LIST = join(REPO_ROOT, "content", "words.txt");
/** The files checked, relative to the folder checked. The config leaves out content/STYLE*.md (notes, not copy). */
const SPELLING_FILES = "content/**/*.{yaml,md}";

type SpellingIssue = {
  /** Relative to the folder checked: content/cities/deltona.md. */
  file: string;
  line: number;
  column: number;
  word: string;
  /** The line around the word, as cspell shows it. */
  context: string;
  suggestions: string[];
};

export type SpellingResult = { filesChecked: number; issues: SpellingIssue[] };

const ISSUE = /^(.+?):(\d+):(\d+)\s+- (?:Unknown|Forbidden) word \((.+?)\)\s*(?:-- (.*))?$/;
const SUGGESTIONS = /^\s+Suggestions: \[(.*)\]$/;
const SUMMARY = /Files checked: (\d+), Issues found: (\d+)/;

/** The check could not run: what is missing or what cspell said. */
export class SpellingSetupError extends Error {}

/** The folder of an installed package, found as Node finds it from `from` (node_modules here, then above). */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Where cspell's command is, once the config, the word list and both dictionaries are known to be there: cspell
 * would take a missing word list for an empty one, so each is looked for first.
 */
function cspellBinary(): string {
  const missing = (what: string) => new SpellingSetupError(`Spelling check: ${what}`);
  if (!existsSync(SPELLING_CONFIG))
    throw missing(`the config ${relative(REPO_ROOT, SPELLING_CONFIG)} is missing.`);
  if (!existsSync(WORD_LIST)) throw missing(`the word list ${relative(REPO_ROOT, WORD_LIST)} is missing.`);
  const cspell = packageDir("cspell", REPO_ROOT);
  if (!cspell || !existsSync(join(cspell, "bin.mjs"))) throw missing("cspell is not installed. Run npm ci.");
  // The English dictionary comes with cspell (cspell-lib's bundled dictionaries); the Spanish one is a dependency.
  const lib = packageDir("cspell-lib", cspell);
  const bundled = lib && packageDir("@cspell/cspell-bundled-dicts", lib);
  const dictionaries = {
    "@cspell/dict-en_us": bundled && packageDir("@cspell/dict-en_us", bundled),
    "@cspell/dict-es-es": packageDir("@cspell/dict-es-es", REPO_ROOT),
  };
  for (const [name, dir] of Object.entries(dictionaries)) {
    if (!dir || !existsSync(join(dir, "cspell-ext.json"))) {
      throw missing(`the dictionary ${name} is not installed. Run npm ci.`);
    }
  }
  return join(cspell, "bin.mjs");
}

/**
 * Checks the copy under `dir`/content/ (the repository's own by default) with the repository's config, and returns
 * every word cspell does not know. Throws if the check could not run.
 */
export function checkSpelling(dir: string = REPO_ROOT): SpellingResult {
  const run = spawnSync(
    process.execPath,
    [
      cspellBinary(),
      "lint",
      "--config",
      SPELLING_CONFIG,
      "--no-progress",
      "--no-color",
      "--no-cache",
      "--show-context",
      "--show-suggestions",
      SPELLING_FILES,
    ],
    { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${run.stdout ?? ""}\n${run.stderr ?? ""}`.trim();
  if (run.error) throw new SpellingSetupError(`Spelling check: cspell did not run: ${run.error.message}`);

  const issues: SpellingIssue[] = [];
  const unexpected: string[] = [];
  for (const line of (run.stdout ?? "").split("\n")) {
    if (!line.trim()) continue;
    const issue = ISSUE.exec(line);
    const suggestions = SUGGESTIONS.exec(line);
    if (issue) {
      const [, file = "", lineNo = "0", column = "0", word = "", context = ""] = issue;
      issues.push({
        file,
        line: Number(lineNo),
        column: Number(column),
        word,
        context: context.trim(),
        suggestions: [],
      });
    } else if (suggestions && issues.length > 0) {
      issues[issues.length - 1]!.suggestions = (suggestions[1] ?? "")
        .split(", ")
        .map((s) => s.replace(/\*$/, ""))
        .filter(Boolean);
    } else unexpected.push(line);
  }
  const summary = SUMMARY.exec(run.stderr ?? "");
  const filesChecked = Number(summary?.[1] ?? 0);
  const expected = run.status === 0 ? issues.length === 0 : run.status === 1 && issues.length > 0;
  if (
    !summary ||
    filesChecked === 0 ||
    Number(summary[2]) !== issues.length ||
    unexpected.length > 0 ||
    !expected
  ) {
    // A configuration error, a dictionary cspell could not load, no file found, or output this does not read.
    throw new SpellingSetupError(`Spelling check: cspell failed (exit status ${run.status}):\n${output}`);
  }
  return { filesChecked, issues };
}

/** What the owner reads when the check fails: each word with its file and line, and what to do about it. */
export function spellingReport(issues: SpellingIssue[]): string {
  const lines = issues.map((issue) => {
    const hint =
      issue.suggestions.length > 0 ? ` (did you mean ${issue.suggestions.slice(0, 3).join(", ")}?)` : "";
    return `  ${issue.file}:${issue.line}: "${issue.word}"${hint}\n      ${issue.context}`;
  });
  return [
    `Spelling: ${issues.length} word${issues.length === 1 ? "" : "s"} not in the dictionaries:`,
    ...lines,
    "Fix each typo in its file. A word spelled right that no dictionary knows (most often the name of a place, a",
    "road, a business or a product) goes in content/words.txt, one word a line, spelled as the copy spells it.",
  ].join("\n");
}
