import { Check, ChevronDown, Link as LinkIcon } from "lucide";
import { CopyLinkButton } from "@/components/faq/copy-link-button";
import { FaqAccordion } from "@/components/lazy-client";
import { SvgIcon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { business } from "@/lib/content";
import type { Faq } from "@/lib/content/schema";
import { absoluteUrl } from "@/lib/site-url";

function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  return [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${u}` },
  ];
}

const copyLinkIcons = {
  idle: <SvgIcon icon={LinkIcon} className="size-4" />,
  copied: <SvgIcon icon={Check} className="size-4" />,
};

const pill =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50";

/**
 * The FAQ of a city or service page. Each answer ends with the shop's social profiles and a Copy link button;
 * `share` adds Facebook, LinkedIn and X share links for the page's public URL.
 */
export function FaqSection({
  faqs,
  canonicalPath,
  share = false,
}: {
  faqs: Faq[];
  canonicalPath: string;
  share?: boolean;
}) {
  const items = faqs.map((faq) => ({
    question: faq.question,
    answer: (
      <>
        <div className="space-y-3">
          {faq.answer.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">Follow us:</span>
          {business.social.map((profile) => (
            <a key={profile.network} href={profile.url} rel="noopener me" target="_blank" className={pill}>
              {profile.network}
            </a>
          ))}
          {share &&
            shareLinks(absoluteUrl(canonicalPath)).map((link) => (
              <a key={link.label} href={link.href} rel="noopener" target="_blank" className={pill}>
                Share on {link.label}
              </a>
            ))}
          <CopyLinkButton path={canonicalPath} icons={copyLinkIcons} />
        </div>
      </>
    ),
  }));
  return (
    <Section id="faq" heading="Frequently asked questions" tone="tint" inColumn>
      <FaqAccordion
        items={items}
        chevron={
          <SvgIcon
            icon={ChevronDown}
            className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
          />
        }
      />
    </Section>
  );
}
