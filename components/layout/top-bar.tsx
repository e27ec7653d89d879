import { ExternalLink, Phone } from "lucide";
import { SvgIcon } from "@/components/ui/icon";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { Business, Ui } from "@/lib/content/types";

export function TopBar({
  business,
  labels,
}: {
  business: Pick<Business, "telHref" | "phone" | "links">;
  labels: Ui["topBar"];
}) {
  return (
    <div className="on-dark bg-brand-950 text-sm text-brand-100">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <a
          href={business.telHref}
          className="inline-flex items-center gap-1.5 font-semibold text-white hover:underline"
        >
          <SvgIcon icon={Phone} className="size-4" />
          {business.phone.display}
        </a>
        <p className="hidden md:block">{labels.tagline}</p>
        <NewTabLink
          href={business.links.shop.url}
          hint={labels.shopHint}
          className="inline-flex items-center gap-1.5 font-semibold text-white hover:underline"
        >
          {labels.shop}
          <SvgIcon icon={ExternalLink} className="size-4" />
        </NewTabLink>
      </div>
    </div>
  );
}
