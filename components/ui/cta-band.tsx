import { CallButton } from "@/components/business/call-button";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import type { Business } from "@/lib/content/types";

/** The closing call to action: phone, e-mail or visit. */
export function CtaBand({
  business,
  heading,
  text,
}: {
  business: Pick<Business, "telHref" | "phone" | "email">;
  heading: string;
  text: string;
}) {
  return (
    <Section id="cta" heading={heading} intro={text} tone="dark">
      <div className="flex flex-wrap gap-3">
        <CallButton business={business} />
        <ButtonLink href={`mailto:${business.email}`} variant="outline-light">
          E-mail us
        </ButtonLink>
        <ButtonLink href="/contact" variant="outline-light">
          Visit the shop
        </ButtonLink>
      </div>
    </Section>
  );
}
