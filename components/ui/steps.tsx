import clsx from "clsx";

/** Numbered steps: a vertical list in a page column, or a row of cards across a full-width band. */
export function Steps({
  items,
  layout,
}: {
  items: { title: string; description: string }[];
  layout: "list" | "cards";
}) {
  return (
    <ol className={layout === "list" ? "space-y-4" : "grid gap-5 md:grid-cols-5"} data-testid="steps">
      {items.map((step, i) => (
        <li
          key={step.title}
          className={
            layout === "list" ? "flex gap-4" : "rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          }
        >
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className={clsx("font-semibold text-brand-900", layout === "cards" && "mt-3")}>
              {step.title}
            </h3>
            <p className={clsx("mt-1", layout === "list" ? "text-slate-700" : "text-slate-600")}>
              {step.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
