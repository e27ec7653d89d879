import { Navigation } from "lucide";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business, Ui } from "@/lib/content/types";

/** The shop in Google Maps, which opens in a new tab. */
export function DirectionsButton({
  business,
  labels,
  variant = "secondary",
  className,
}: {
  business: Pick<Business, "links">;
  labels: Pick<Ui["buttons"], "directions" | "directionsHint">;
  variant?: "secondary" | "outline" | "outline-light";
  className?: string;
}) {
  return (
    <ButtonLink
      href={business.links.directions.url}
      variant={variant}
      className={className}
      newTabHint={labels.directionsHint}
    >
      <SvgIcon icon={Navigation} className="size-5" />
      {labels.directions}
    </ButtonLink>
  );
}
