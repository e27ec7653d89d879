import { Phone } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business } from "@/lib/content/types";

export function CallButton({
  business,
  variant = "primary",
  label = "Call",
}: {
  business: Pick<Business, "telHref" | "phone">;
  variant?: "primary" | "secondary" | "outline" | "outline-light";
  label?: string;
}) {
  return (
    <ButtonLink href={business.telHref} variant={variant}>
      <SvgIcon icon={Phone} className="size-5" />
      {label} {business.phone.display}
    </ButtonLink>
  );
}
