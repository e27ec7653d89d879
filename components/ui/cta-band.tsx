import { CallButton } from "@/components/business/call-button";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import type { Business, Ui } from "@/lib/content/types";

/** The closing call to action: phone, e-mail or visit. */
export function CtaBand({
  business,
  labels,
  contact,
  heading,
  text,
}: {
  business: Pick<Business, "telHref" | "email">;
  labels: Ui["buttons"];
  /** The contact page, in the page's language. */
  contact: string;
  heading: string;
  text: string;
}) {
  return (
    <Section id="cta" heading={heading} intro={text} tone="dark">
      <div className="flex flex-wrap gap-3">
        <CallButton business={business} label={labels.call} />
        <ButtonLink href={`mailto:${business.email}`} variant="outline-light">
          {labels.email}
        </ButtonLink>
        <ButtonLink href={contact} variant="outline-light">
          {labels.visit}
        </ButtonLink>
      </div>
    </Section>
  );
}
