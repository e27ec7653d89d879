import { Island } from "@/components/islands/island";
import { Section } from "@/components/ui/section";
import type { Business, Faq, Ui } from "@/lib/content/types";
import { renderInline } from "@/components/ui/inline-markdown";
import { absoluteUrl } from "@/lib/site-url";
import { fillSlots } from "@/lib/slots";

/** The share links of a page's URL, each labelled in content/ui.yaml's words (faq.share). */
function shareLinks(url: string, words: string) {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "X", href: `https://twitter.com/intent/tweet?url=${u}` },
  ].map(({ network, href }) => ({ label: fillSlots(words, { network }), href }));
}

/**
 * The FAQ of a city or service page. Each answer ends with the shop's social profiles and a Copy link button;
 * `share` adds Facebook, LinkedIn and X share links for the page's public URL.
 */
export function FaqSection({
  business,
  labels,
  faqs,
  canonicalPath,
  share = false,
}: {
  business: Pick<Business, "social">;
  labels: Ui["faq"];
  faqs: Faq[];
  canonicalPath: string;
  share?: boolean;
}) {
  return (
    <Section id="faq" heading={labels.heading} tone="tint" inColumn>
      <Island
        kind="faq"
        props={{
          id: "faq",
          items: faqs.map(({ question, answer }) => ({ question, answerHtml: answer.map(renderInline) })),
          profiles: business.social.map(({ network, url }) => ({ network, url })),
          shares: share ? shareLinks(absoluteUrl(canonicalPath), labels.share) : [],
          path: canonicalPath,
          labels,
        }}
      />
    </Section>
  );
}
