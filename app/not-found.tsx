import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { SiteFrame } from "@/components/layout/site-frame";
import { content } from "@/lib/content";
import { frameProps } from "@/lib/routes";

const page = content.pages.notFound;

// Next adds <meta name="robots" content="noindex"> to every not-found response itself.
export const metadata: Metadata = { title: page.title };

// islands/site.ts logs the missing path to the console (data-not-found) and, on static hosts without redirect rules,
// sends old .asp addresses on to their new page (data-legacy-redirect).
export default function NotFound() {
  return (
    <SiteFrame {...frameProps(content)}>
      <div
        className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6"
        data-not-found=""
        data-legacy-redirect=""
      >
        <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">{page.heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{page.message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href="/">{content.ui.notFound.home}</ButtonLink>
          <ButtonLink href="/contact" variant="outline">
            {content.ui.notFound.contact}
          </ButtonLink>
        </div>
      </div>
    </SiteFrame>
  );
}
