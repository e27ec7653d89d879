import type { z } from "zod";
import { formatList } from "@/lib/format";
import { tokensIn } from "./tokens";
import type { Locate } from "./types";

/** A content mistake, worded for the owner: which file, which entry, which field, what is wrong. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content check failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

function describeProblem(file: string, entry: string, field: string, message: string): string {
  return `${file} › entry "${entry}" › field "${field}": ${message}`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

/** The value at a field's path, in the data as the owner wrote it. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

/** What a field must hold, for a field that is missing: the schema's own words, else the kind of value zod expected. */
function whatItMustBe(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_value")
    return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  // zod's default wording ("Invalid input: expected string, received undefined") is a programmer's.
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input"))
    return `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
  return issue.message;
}

const EXPECTED: Partial<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
};

/**
 * The value an issue is about, in front of zod's message: "is 64 characters, must be at most 60". A length counts the
 * text as shown, so when tokens made it longer or shorter, the message names them: the owner who changed a price sees
 * why a page they did not touch no longer fits.
 */
function explain(issue: z.core.$ZodIssue, asWritten: unknown): string {
  const { input } = issue as { input?: unknown };
  if (
    (issue.code === "too_big" || issue.code === "too_small") &&
    issue.origin === "string" &&
    typeof input === "string"
  ) {
    const written = valueAt(asWritten, issue.path);
    const tokens = typeof written === "string" && written !== input ? tokensIn(written) : [];
    const filled = tokens.length ? ` with ${formatList(tokens, "en")} filled in` : "";
    return `is ${input.length} characters${filled}, ${issue.message}`;
  }
  if (
    (issue.code === "too_big" || issue.code === "too_small") &&
    issue.origin === "array" &&
    Array.isArray(input)
  )
    return `has ${input.length} ${input.length === 1 ? "item" : "items"}, ${issue.message}`;
  if (input === undefined) return `is missing (${whatItMustBe(issue)})`;
  if (input === null || typeof input !== "object") return `${issue.message} (it is ${JSON.stringify(input)})`;
  return issue.message;
}

/**
 * Parses one content entry or throws a ContentError naming the file (and line), the entry and every bad field.
 * `asWritten` is the entry before its tokens were filled, when they were.
 */
export function parseEntry<S extends z.ZodType>(
  schema: S,
  file: string,
  entry: string,
  data: unknown,
  locate?: Locate,
  asWritten: unknown = data,
): z.infer<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues.map((issue) => {
      const field = fieldPath(issue.path);
      return describeProblem(
        locate?.(file, field) ?? file,
        entry,
        field || "(whole entry)",
        explain(issue, asWritten),
      );
    }),
  );
}

/** Fills an entry's tokens, then parses it with parseEntry: every rule applies to the text a visitor sees. */
export type FillAndParse = <S extends z.ZodType>(
  schema: S,
  file: string,
  entry: string,
  data: unknown,
) => z.infer<S>;

/** Collects problems across many checks so the owner sees them all at once. */
export class ProblemList {
  readonly problems: string[] = [];
  constructor(readonly locate?: Locate) {}
  add(file: string, entry: string, field: string, message: string) {
    this.problems.push(describeProblem(this.locate?.(file, field) ?? file, entry, field, message));
  }
  run(check: () => void) {
    try {
      check();
    } catch (error) {
      if (error instanceof ContentError) this.problems.push(...error.problems);
      else throw error;
    }
  }
  throwIfAny() {
    if (this.problems.length) throw new ContentError(this.problems);
  }
}
