import { Phone } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business } from "@/lib/content/types";

export function CallButton({
  business,
  label,
}: {
  business: Pick<Business, "telHref">;
  /** content/ui.yaml's buttons.call: "Call (386) 555-0142". */
  label: string;
}) {
  return (
    <ButtonLink href={business.telHref}>
      <SvgIcon icon={Phone} className="size-5" />
      {label}
    </ButtonLink>
  );
}
