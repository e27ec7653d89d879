import type { z } from "zod";

/** A content mistake, worded for the owner: which file, which entry, which field, what is wrong. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content check failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export function describeProblem(file: string, entry: string, field: string, message: string): string {
  return `${file} › entry "${entry}" › field "${field}": ${message}`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

/** Parses one content entry or throws a ContentError naming the file, the entry and every bad field. */
export function parseEntry<S extends z.ZodType>(
  schema: S,
  file: string,
  entry: string,
  data: unknown,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues.map((issue) =>
      describeProblem(file, entry, fieldPath(issue.path) || "(whole entry)", issue.message),
    ),
  );
}

/** Collects problems across many checks so the owner sees them all at once. */
export class ProblemList {
  readonly problems: string[] = [];
  add(file: string, entry: string, field: string, message: string) {
    this.problems.push(describeProblem(file, entry, field, message));
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
