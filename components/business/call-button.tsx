import { Phone } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business } from "@/lib/content/types";

export function CallButton({
  business,
  label,
  variant = "primary",
}: {
  business: Pick<Business, "telHref">;
  /** content/ui.yaml's buttons.call: "Call (386) 555-0142". */
  label: string;
  variant?: "primary" | "secondary" | "outline" | "outline-light";
}) {
  return (
    <ButtonLink href={business.telHref} variant={variant}>
      <SvgIcon icon={Phone} className="size-5" />
      {label}
    </ButtonLink>
  );
}
