import { Island } from "@/components/islands/island";
import { Section } from "@/components/ui/section";
import type { Business, Faq } from "@/lib/content/types";
import { renderInline } from "@/components/ui/inline-markdown";
import { absoluteUrl } from "@/lib/site-url";

function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  return [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${u}` },
  ];
}

/**
 * The FAQ of a city or service page. Each answer ends with the shop's social profiles and a Copy link button;
 * `share` adds Facebook, LinkedIn and X share links for the page's public URL.
 */
export function FaqSection({
  business,
  faqs,
  canonicalPath,
  share = false,
}: {
  business: Pick<Business, "social">;
  faqs: Faq[];
  canonicalPath: string;
  share?: boolean;
}) {
  return (
    <Section id="faq" heading="Frequently asked questions" tone="tint" inColumn>
      <Island
        kind="faq"
        props={{
          id: "faq",
          items: faqs.map(({ question, answer }) => ({ question, answerHtml: answer.map(renderInline) })),
          profiles: business.social.map(({ network, url }) => ({ network, url })),
          shares: share ? shareLinks(absoluteUrl(canonicalPath)) : [],
          path: canonicalPath,
        }}
      />
    </Section>
  );
}
