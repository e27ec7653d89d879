import { fillSlots } from "@/lib/slots";

/** Where each network takes a page's URL to share it. */
const shareTargets = [
  { network: "Facebook", url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { network: "LinkedIn", url: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { network: "X", url: (u: string) => `https://twitter.com/intent/tweet?url=${u}` },
];

/** The share links of a page's public URL, each labelled in the page's words (ui.faq.share, with <network>). */
export function shareLinks(url: string, words: string): { label: string; href: string }[] {
  const encoded = encodeURIComponent(url);
  return shareTargets.map(({ network, url }) => ({
    label: fillSlots(words, { network }),
    href: url(encoded),
  }));
}
