// Validates everything in content/ before `next build`, so a bad edit stops the build with a message naming the
// file (and line), the entry and the field, instead of a stack trace from deep inside a page.
import { join } from "node:path";
import { buildTime } from "@/lib/content/build-time";
import { loadContent } from "@/lib/content/load";
import { readContent } from "@/lib/content/read";
import { ContentError } from "@/lib/content/validate";

const started = performance.now();
try {
  const content = loadContent(readContent(join(process.cwd(), "content")), { now: buildTime });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Content OK: ${content.cities.length} cities, ${content.services.length} services (${seconds} s).`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
