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

// Shown only where no server redirect runs: islands/site.ts sends the visitor on (data-legacy-redirect), replacing
// the history entry; the link serves visitors with scripts off.
export default function ProductShow() {
  return (
    <SiteFrame {...frameProps(site, "en")}>
      <div
        className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6"
        data-legacy-redirect=""
        data-fallback={content.ui.paths.services}
      >
        <h1 className="text-3xl font-bold text-brand-900">{words.heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{words.message}</p>
        <p className="mt-8">
          <a href={content.ui.paths.services} className="font-semibold text-brand-700 underline">
            {words.link}
          </a>
        </p>
      </div>
    </SiteFrame>
  );
}
