import { Paragraphs } from "@/components/ui/paragraph";
import { ExternalLink, Siren, Info } from "lucide";
import clsx from "clsx";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CheckList } from "@/components/ui/check-list";
import { SvgIcon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { Steps } from "@/components/ui/steps";
import type { Block, Business, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

function BlockView({
  block,
  id,
  business,
  ui,
}: {
  block: Block;
  id: string;
  business: Pick<Business, "links">;
  ui: Pick<Ui, "prices" | "cards" | "buttons">;
}) {
  switch (block.type) {
    case "cards":
      return (
        <Section id={id} heading={block.heading} intro={block.intro} inColumn>
          <CardGrid items={block.items} labels={ui.cards} columns={2} />
        </Section>
      );
    case "steps":
      return (
        <Section id={id} heading={block.heading} intro={block.intro} inColumn>
          <Steps items={block.items} layout="list" />
        </Section>
      );
    case "list":
      return (
        <Section id={id} heading={block.heading} intro={block.intro} inColumn>
          <CheckList items={block.items} />
        </Section>
      );
    case "prices":
      return (
        <Section id={id} heading={block.heading} intro={block.intro} inColumn>
          {/* Focusable so keyboard users can scroll the table on narrow screens. */}
          <div
            className="overflow-x-auto rounded-xl border border-slate-200"
            role="region"
            aria-label={fillSlots(ui.prices.table, { heading: block.heading })}
            tabIndex={0}
          >
            <table className="w-full text-left">
              <thead className="bg-brand-50 text-sm text-brand-900">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {ui.prices.service}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {ui.prices.price}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {ui.prices.time}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {block.items.map((row) => (
                  <tr key={row.service}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                      {row.service}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{row.price}</td>
                    <td className="px-4 py-3 text-slate-700">{row.time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-600">{ui.prices.note}</p>
        </Section>
      );
    case "banner": {
      const bannerIcon = block.tone === "urgent" ? Siren : Info;
      return (
        <section
          aria-labelledby={`${id}-heading`}
          className={clsx(
            "flex gap-4 rounded-xl border-l-4 p-6",
            block.tone === "urgent" ? "border-red-700 bg-red-50" : "border-brand-700 bg-brand-50",
          )}
        >
          <SvgIcon
            icon={bannerIcon}
            className={clsx("size-7", block.tone === "urgent" ? "text-red-700" : "text-brand-700")}
          />
          <div>
            <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
              {block.heading}
            </h2>
            <p className="mt-2 text-lg text-slate-800">{block.text}</p>
          </div>
        </section>
      );
    }
    case "text":
      return (
        <Section id={id} heading={block.heading} inColumn>
          <Paragraphs texts={block.paragraphs} className="leading-relaxed text-slate-700" />
          {block.link && (
            <p className="mt-6">
              <ButtonLink
                href={block.link.href}
                hrefLang={block.link.hreflang}
                variant="outline"
                newTabHint={ui.buttons.newTab}
              >
                {block.link.label}
              </ButtonLink>
            </p>
          )}
        </Section>
      );
    case "site-link": {
      const target = business.links[block.target];
      return (
        <Section id={id} heading={block.heading} inColumn>
          <p className="text-lg text-slate-700">{block.text}</p>
          <p className="mt-4">
            <ButtonLink href={target.url} variant="outline" newTabHint={ui.buttons.newTab}>
              {block.label}
              <SvgIcon icon={ExternalLink} className="size-4" />
            </ButtonLink>
          </p>
        </Section>
      );
    }
  }
}

/**
 * Renders a page's optional content blocks in order; each block type has one look site-wide.
 * Banners are page-level notices, so `placement="top"` renders them first, and the rest render in place.
 */
export function ContentBlocks({
  blocks,
  placement,
  business,
  ui,
}: {
  blocks: Block[];
  placement: "top" | "body";
  business: Pick<Business, "links">;
  ui: Pick<Ui, "prices" | "cards" | "buttons">;
}) {
  return blocks.map((block, i) =>
    (block.type === "banner") === (placement === "top") ? (
      <BlockView key={i} block={block} id={`block-${i}`} business={business} ui={ui} />
    ) : null,
  );
}
