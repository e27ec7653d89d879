import { existsSync } from "node:fs";
import { join } from "node:path";
import { readContent } from "./read";

/** The files in content/, read and parsed, before validation. */
export const rawContent = readContent(join(process.cwd(), "content"));

/** The files in content/es/: the Spanish text laid over the English files, if the folder is there. */
export const rawTranslation = existsSync(join(process.cwd(), "content/es"))
  ? readContent(join(process.cwd(), "content/es"), "content/es", {
      translation: true,
      englishRoot: join(process.cwd(), "content"),
    })
  : null;
