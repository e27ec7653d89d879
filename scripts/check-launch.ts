// Before going live: lists every placeholder still in content (phone, e-mail domain, URLs, sample portfolio,
// example testimonials, holiday closures and claims the owner has not confirmed) and fails while any remain. Every build runs it with --if-production: a build for a real
// domain (SITE_URL set to anything but the example domain) is a production release and fails on placeholders.
import { content } from "@/lib/content";
import { findPlaceholders } from "@/lib/content/placeholders";

const placeholders = findPlaceholders(content);
const exampleDomain = placeholders.some((p) => p.file.startsWith("SITE_URL"));
if (process.argv.includes("--if-production") && exampleDomain) {
  console.log(
    `Launch check: not a production build (SITE_URL is the example domain); ${placeholders.length} placeholders remain.`,
  );
} else if (placeholders.length === 0) {
  console.log("Launch check passed: no placeholders left in content.");
} else {
  console.error(
    `Launch check failed: ${placeholders.length} placeholders must be replaced before going live.\n`,
  );
  for (const { file, field, value } of placeholders) console.error(`  ${file} › ${field}: ${value}`);
  console.error(
    "\nReplace each with the real value and set `placeholder: false` (testimonials: real, consented reviews;\n" +
      "special hours: check the day and set `confirmed: true`, or delete the entry;\n" +
      "claims: if it is true, set `confirmed: true`; if not, delete it and the copy that uses its token).",
  );
  process.exit(1);
}
