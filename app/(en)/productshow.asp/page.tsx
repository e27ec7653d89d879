import { RedirectMessage } from "@/components/layout/redirect-message";
import { SiteFrame } from "@/components/layout/site-frame";
import { content, site } from "@/lib/content";
import { frameProps } from "@/lib/routes";
import { buildMetadata } from "@/lib/metadata";

const words = content.ui.redirect;

export const metadata = buildMetadata(content.business, {
  title: words.title,
  description: words.description,
  path: "/productshow.asp",
  noindex: true,
});

export default function ProductShow() {
  return (
    <SiteFrame {...frameProps(site, "en")}>
      <RedirectMessage words={words} fallback={content.ui.paths.services} />
    </SiteFrame>
  );
}
