import type { Ui } from "@/lib/content/types";

/**
 * The body of an old address's page, shown only where no server redirect runs: islands/site.ts sends the visitor on
 * (data-legacy-redirect), replacing the history entry, or to `fallback`; the link serves visitors with scripts off.
 */
export function RedirectMessage({ words, fallback }: { words: Ui["redirect"]; fallback: string }) {
  return (
    <div
      className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6"
      data-legacy-redirect=""
      data-fallback={fallback}
    >
      <h1 className="text-3xl font-bold text-brand-900">{words.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{words.message}</p>
      <p className="mt-8">
        <a href={fallback} className="font-semibold text-brand-700 underline">
          {words.link}
        </a>
      </p>
    </div>
  );
}
