import { MessageCircle, Phone } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business, Ui } from "@/lib/content/types";

/**
 * The call button of heroes and closing bands (always on a dark band), with the words that go beside it where the
 * page has them (ui.callNote: "Hablamos español") on a line under it. With its note it no longer stretches to its
 * row's height (buttonRowClass), so a transparent border gives it the outline buttons' height.
 */
export function CallButton({
  business,
  labels,
}: {
  business: Pick<Business, "telHref">;
  /** content/ui.yaml's buttons.call ("Call (386) 555-0142"), and the note beside it where the page has one. */
  labels: Pick<Ui, "buttons" | "callNote">;
}) {
  const button = (className?: string) => (
    <ButtonLink href={business.telHref} className={className}>
      <SvgIcon icon={Phone} className="size-5" />
      {labels.buttons.call}
    </ButtonLink>
  );
  if (!labels.callNote) return button();
  return (
    <div data-call-note="" className="flex flex-col items-center gap-1.5">
      {button("border-2 border-transparent")}
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300">
        <SvgIcon icon={MessageCircle} className="size-4" />
        {labels.callNote}
      </p>
    </div>
  );
}
