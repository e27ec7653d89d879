// The project's no-import-circle rule (lint/no-cycle.mjs), run by ESLint with the project's own config on small
// fixtures written inside the project, so that its `@/` paths resolve as they do for the site's files: a circle made
// only of type imports is reported; modules that import one way are not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const RULE = "local/no-cycle";
let dir: string;

/** Writes the fixture's files under a folder of its own, and returns the messages of the rule for `file`. */
async function noCycleMessages(name: string, files: Record<string, string>, file: string) {
  mkdirSync(join(dir, name));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, name, path), text);
  const [result] = await new ESLint({ cwd: process.cwd() }).lintFiles([join(dir, name, file)]);
  expect(result!.messages.filter(({ fatal }) => fatal)).toEqual([]);
  return result!.messages.filter(({ ruleId }) => ruleId === RULE).map(({ message }) => message);
}

beforeAll(() => {
  dir = mkdtempSync(join(process.cwd(), "tests", "no-cycle-fixture-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the no-import-circle rule", { timeout: 60_000 }, () => {
  it("reports a circle made only of type imports, through an @/ path and a relative one", async () => {
    const at = `@/${relative(process.cwd(), dir)}/type-circle`;
    const messages = await noCycleMessages(
      "type-circle",
      {
        "a.ts": `import type { B } from "${at}/b";\n\nexport interface A {\n  b?: B;\n}\n`,
        "b.ts": 'import type { A } from "./a";\n\nexport interface B {\n  a?: A;\n}\n',
      },
      "a.ts",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Dependency cycle/);
  });

  it("reports nothing when the type imports go one way", async () => {
    const messages = await noCycleMessages(
      "one-way",
      {
        "a.ts": 'import type { B } from "./b";\n\nexport interface A {\n  b?: B;\n}\n',
        "b.ts": "export interface B {\n  name: string;\n}\n",
      },
      "a.ts",
    );
    expect(messages).toEqual([]);
  });
});
