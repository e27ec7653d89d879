import clsx from "clsx";
import { Mail, MapPin, Phone } from "lucide";
import { SvgIcon } from "@/components/ui/icon";
import type { Business } from "@/lib/content/types";

/** The store's postal address as it is written on an envelope: the street, then the town, state and ZIP code. */
export function AddressLines({ address }: { address: Business["address"] }) {
  return (
    <>
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
    </>
  );
}

/** The store's postal address, phone and (optionally) e-mail, as used in the footer and sidebars. */
export function StoreAddress({
  business,
  tone,
  withEmail = false,
  className,
}: {
  business: Pick<Business, "address" | "telHref" | "phone" | "email">;
  tone: "light" | "dark";
  withEmail?: boolean;
  className?: string;
}) {
  const link =
    tone === "dark"
      ? "text-brand-100 hover:text-white hover:underline"
      : "font-semibold text-brand-700 hover:underline";
  const icon = clsx("size-5", tone === "light" && "text-brand-700");
  return (
    <address className={clsx("space-y-3 not-italic", className)}>
      <p className="flex gap-2">
        <SvgIcon icon={MapPin} className={clsx(icon, "mt-0.5")} />
        <span>
          <AddressLines address={business.address} />
        </span>
      </p>
      <p>
        <a href={business.telHref} className={clsx("inline-flex gap-2", link)}>
          <SvgIcon icon={Phone} className={icon} />
          {business.phone.display}
        </a>
      </p>
      {withEmail && (
        <p>
          <a href={`mailto:${business.email}`} className={clsx("inline-flex gap-2 break-all", link)}>
            <SvgIcon icon={Mail} className={icon} />
            {business.email}
          </a>
        </p>
      )}
    </address>
  );
}
