import { Navigation } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business } from "@/lib/content/types";

/** The shop in Google Maps, which opens in a new tab. */
export function DirectionsButton({
  business,
  variant = "secondary",
  className,
}: {
  business: Pick<Business, "links">;
  variant?: "secondary" | "outline" | "outline-light";
  className?: string;
}) {
  return (
    <ButtonLink href={business.links.directions.url} variant={variant} className={className}>
      <SvgIcon icon={Navigation} className="size-5" />
      Get directions
      <span className="sr-only">(opens Google Maps in a new tab)</span>
    </ButtonLink>
  );
}
