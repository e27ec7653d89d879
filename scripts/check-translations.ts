// Lists the Spanish files whose English source changed since they were translated, and the pages built in English
// only. A list, never a failure: the site builds, and the owner updates the Spanish when they can.
import { site } from "@/lib/content";
import { translationReport } from "@/lib/content/translation-report";

const report = translationReport(site);
console.log(report.length ? report.join("\n") : "Translations: every Spanish file is up to date.");
