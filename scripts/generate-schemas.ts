// Writes schemas/<name>.schema.json from the zod schemas in lib/content/file-schemas.ts, so the owner's editor
// checks and completes content/ YAML as they type. Run after changing a content schema: `npm run schemas`.
import { mkdirSync, writeFileSync } from "node:fs";
import {
  fileSchemas,
  jsonSchemaOf,
  translatedFiles,
  translationJsonSchemaOf,
} from "@/lib/content/file-schemas";

mkdirSync("schemas", { recursive: true });
for (const name of Object.keys(fileSchemas) as (keyof typeof fileSchemas)[])
  writeFileSync(`schemas/${name}.schema.json`, jsonSchemaOf(name));
// The Spanish files (content/es/) are checked by a schema derived from their English file's.
mkdirSync("schemas/es", { recursive: true });
for (const name of translatedFiles)
  writeFileSync(`schemas/es/${name}.schema.json`, translationJsonSchemaOf(name));
console.log(
  `Wrote ${Object.keys(fileSchemas).length} schemas to schemas/ and ${translatedFiles.length} to schemas/es/.`,
);
