// Checks the spelling of everything in content/ (cspell.config.yaml): `npm run check:spelling`. The unit tests run
// the same check (tests/spelling.test.ts).
import { checkSpelling, SpellingSetupError, spellingReport } from "@/lib/content/spelling";

try {
  const { filesChecked, issues } = checkSpelling();
  if (issues.length > 0) {
    console.error(spellingReport(issues));
    process.exit(1);
  }
  console.log(`Spelling OK: ${filesChecked} files of content/.`);
} catch (error) {
  if (!(error instanceof SpellingSetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
