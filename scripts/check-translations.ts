// Lists the Spanish files whose English source changed since they were translated, and the pages built in English
// only. A list, never a failure: the site builds, and the owner updates the Spanish when they can. A content mistake
// fails it with the same message `npm run check:content` prints, not a stack trace.
import { translationReport } from "@/lib/content/translation-report";
import { ContentError } from "@/lib/content/validate";

import("@/lib/content").then(
  ({ site }) => {
    const report = translationReport(site);
    console.log(report.length ? report.join("\n") : "Translations: every Spanish file is up to date.");
  },
  (error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
