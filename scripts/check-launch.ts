// Before going live: lists every placeholder still in content (phone, e-mail domain, URLs, sample portfolio,
// example testimonials) and fails while any remain, so a production release cannot ship them.
import { content } from "@/lib/content";
import { findPlaceholders } from "@/lib/content/placeholders";

const placeholders = findPlaceholders(content);
if (placeholders.length === 0) {
  console.log("Launch check passed: no placeholders left in content.");
} else {
  console.error(
    `Launch check failed: ${placeholders.length} placeholders must be replaced before going live.\n`,
  );
  for (const { file, field, value } of placeholders) console.error(`  ${file} › ${field}: ${value}`);
  console.error(
    "\nReplace each with the real value and set `placeholder: false` (testimonials: real, consented reviews).",
  );
  process.exit(1);
}
