import type { Metadata } from "next";
import { NotFoundView, PageView } from "@/app/page-view";
import { site } from "@/lib/content";
import { NOT_FOUND_SEGMENT } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { pageAt } from "@/lib/routes";

type Props = { params: Promise<{ path?: string[] }> };

// Every Spanish page, from the Spanish route table; /es/404 is the Spanish not-found page, which static hosts serve
// for unknown addresses under /es/ (and proxy.ts under `next start`), with status 404. It is a page rather than
// notFound()'s boundary, whose prerender is an empty shell that the client runtime would fill.
export const dynamicParams = false;

export function generateStaticParams() {
  if (!site.es) return [];
  return [
    ...site.es.routes.pages.map((page) => ({ path: page.path.split("/").slice(2) })),
    { path: [NOT_FOUND_SEGMENT] },
  ];
}

const pathOf = (path: string[] = []) => ["/es", ...path].join("/");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  if (!site.es || path?.join("/") === NOT_FOUND_SEGMENT)
    return { title: site.es?.pages.notFound.title, robots: { index: false, follow: true } };
  return pageMetadata(site, site.es.routes.byPath.get(pathOf(path))!);
}

export default async function SpanishPage({ params }: Props) {
  const { path } = await params;
  if (!site.es || path?.join("/") === NOT_FOUND_SEGMENT) return <NotFoundView site={site} language="es" />;
  return <PageView site={site} language="es" page={pageAt(site.es.routes, pathOf(path))} />;
}
