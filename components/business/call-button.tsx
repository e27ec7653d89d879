import { Phone } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import { business } from "@/lib/content";

export function CallButton({
  variant = "primary",
  label = "Call",
}: {
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
