// Validates everything in content/ before `next build`, so a bad edit stops the build with a message
// naming the file, the entry and the field, instead of a stack trace from deep inside a page.
import { readdirSync } from "node:fs";
import cityFiles from "@/content/cities";
import serviceFiles from "@/content/services";
import { rawContent } from "@/lib/content/raw";
import { loadContent } from "@/lib/content/load";
import { ContentError } from "@/lib/content/validate";

function unlisted(dir: string, listed: Record<string, unknown>): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && name !== "index.ts" && !(name.replace(/\.ts$/, "") in listed))
    .map((name) => `${dir}/${name} › is not listed in ${dir}/index.ts, so the site would not show it`);
}

try {
  const orphans = [...unlisted("content/cities", cityFiles), ...unlisted("content/services", serviceFiles)];
  if (orphans.length) throw new ContentError(orphans);
  const content = loadContent(rawContent);
  console.log(`Content OK: ${content.cities.length} cities, ${content.services.length} services.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
