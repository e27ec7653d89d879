import { ButtonLink } from "@/components/ui/button-link";
import type { NotFoundPage, Ui } from "@/lib/content/types";

/**
 * The body of the not-found page. islands/site.ts logs the missing path to the console (data-not-found) and, on
 * static hosts without redirect rules, sends old .asp addresses on to their new page (data-legacy-redirect).
 */
export function NotFoundMessage({
  page,
  labels,
  home,
  contact,
}: {
  page: NotFoundPage;
  /** The two buttons' words. */
  labels: Ui["notFound"];
  /** The home and contact pages in the page's language. */
  home: string;
  contact: string;
}) {
  return (
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
        <ButtonLink href={home}>{labels.home}</ButtonLink>
        <ButtonLink href={contact} variant="outline">
          {labels.contact}
        </ButtonLink>
      </div>
    </div>
  );
}
