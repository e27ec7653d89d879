import { join } from "node:path";
import { readContent } from "./read";

/** The files in content/, read and parsed, before validation. */
export const rawContent = readContent(join(process.cwd(), "content"));
