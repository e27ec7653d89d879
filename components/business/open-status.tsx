import type { Business, Ui } from "@/lib/content/types";

/**
 * "Open now / Closed" on the shop's clock (America/New_York), whatever the visitor's time zone, with the dated
 * exceptions in content/special-hours.yaml. The prerendered line says it is checking; islands/site.ts computes the
 * status in the browser, since only the visit knows the time, in the words of content/ui.yaml that the line
 * carries (data-words). The line keeps its height before and after, so nothing shifts: two lines, or three on the
 * narrowest phones, where a holiday's reason and the next opening can need three. Its text hangs from the top, so a
 * status that wraps where "checking" did not grows downwards instead of moving. With scripts off it hides.
 */
export function OpenStatus({
  business,
  words: { checking, ...line },
}: {
  business: Pick<Business, "schedule">;
  words: Ui["openStatus"];
}) {
  return (
    <p
      className="group flex h-10 items-start max-[22.5rem]:h-15 gap-2 text-sm leading-5 font-semibold noscript:hidden"
      data-testid="open-status"
      data-schedule={JSON.stringify(business.schedule)}
      data-words={JSON.stringify(line)}
    >
      <span
        aria-hidden="true"
        className="mt-1.25 size-2.5 shrink-0 rounded-full bg-slate-300 group-data-[state=closed]:bg-red-600 group-data-[state=open]:bg-green-600"
      />
      <span className="text-slate-500 group-data-[state]:text-inherit">{checking}</span>
    </p>
  );
}
