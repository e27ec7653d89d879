// Validates everything in content/ before `next build`, so a bad edit stops the build with a message naming the
// file (and line), the entry and the field, instead of a stack trace from deep inside a page.
import { join } from "node:path";
import { buildTime } from "@/lib/content/build-time";
import { loadSite } from "@/lib/content/load";
import { readContent } from "@/lib/content/read";
import { translationReport } from "@/lib/content/translation-report";
import { ContentError } from "@/lib/content/validate";

const started = performance.now();
try {
  const root = join(process.cwd(), "content");
  const spanish = readContent(join(root, "es"), "content/es", { translation: true, englishRoot: root });
  const site = loadSite(readContent(root), spanish, { now: buildTime });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { en, es } = site;
  console.log(
    `Content OK: ${en.cities.length} cities, ${en.services.length} services` +
      (es ? `; ${es.routes.pages.length} pages in Spanish` : "") +
      ` (${seconds} s).`,
  );
  for (const line of translationReport(site)) console.warn(`Warning: ${line}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
