import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What scripts/build-assets.ts wrote: the URL of the site's one script module. */
interface AssetManifest {
  site: string;
}

const MANIFEST = ".generated/assets.json";

/** Read at build time; the script modules are bundled before `next build` runs. */
export function assetManifest(): AssetManifest {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), MANIFEST), "utf8")) as AssetManifest;
  } catch {
    throw new Error(
      `${MANIFEST} is missing: run \`npm run build:assets\` (every build script runs it first)`,
    );
  }
}
