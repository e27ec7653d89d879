import clsx from "clsx";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SvgIcon } from "@/components/ui/icon";
import type { Card, Ui } from "@/lib/content/types";

/** Cards with an icon, a title and a description; a card with an href links its title. */
export function CardGrid({
  items,
  labels,
  columns = 3,
  style = "cards",
}: {
  items: Card[];
  labels: Ui["cards"];
  columns?: 2 | 3 | 4;
  style?: "cards" | "badges";
}) {
  return (
    <ul
      className={clsx(
        "grid gap-5 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {items.map((card) => (
        <li
          key={card.title}
          className={clsx(
            "relative flex gap-4 rounded-xl bg-white",
            style === "cards"
              ? "flex-col border border-slate-200 p-6 shadow-sm"
              : "items-start border border-brand-100 p-4",
            card.href && "transition-shadow focus-within:shadow-md hover:shadow-md",
          )}
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon name={card.icon} className="size-6" />
          </span>
          <div className="flex flex-1 flex-col">
            <h3 className="text-lg font-semibold text-brand-900">
              {card.href ? (
                <a
                  href={card.href}
                  hrefLang={card.hreflang}
                  className="after:absolute after:inset-0 after:rounded-xl hover:underline"
                >
                  {card.title}
                </a>
              ) : (
                card.title
              )}
            </h3>
            <p className="mt-2 text-slate-600">{card.description}</p>
            {card.href && style === "cards" && (
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
              >
                {labels.learnMore} <SvgIcon icon={ArrowRight} className="size-4" />
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
