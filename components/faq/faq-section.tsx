import { Island } from "@/components/islands/island";
import { Section } from "@/components/ui/section";
import type { Business, Faq, Ui } from "@/lib/content/types";
import { renderInline } from "@/components/ui/inline-markdown";
import { shareLinks } from "@/lib/share-links";
import { absoluteUrl } from "@/lib/site-url";

/**
 * The FAQ of a city or service page. Each answer ends with the shop's social profiles and a Copy link button;
 * `share` adds share links for the page's public URL (lib/share-links.ts).
 */
export function FaqSection({
  business,
  labels,
  newTabHint,
  faqs,
  canonicalPath,
  share = false,
}: {
  business: Pick<Business, "social">;
  labels: Ui["faq"];
  newTabHint: string;
  faqs: Faq[];
  canonicalPath: string;
  share?: boolean;
}) {
  return (
    <Section id="faq" heading={labels.heading} inColumn>
      <Island
        kind="faq"
        props={{
          id: "faq",
          items: faqs.map(({ question, answer }) => ({ question, answerHtml: answer.map(renderInline) })),
          profiles: business.social.map(({ network, url }) => ({ network, url })),
          shares: share ? shareLinks(absoluteUrl(canonicalPath), labels.share) : [],
          path: canonicalPath,
          labels,
          newTabHint,
        }}
      />
    </Section>
  );
}
