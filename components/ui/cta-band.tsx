import { CallButton } from "@/components/business/call-button";
import { ButtonLink, buttonRowClass } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import type { Business, Ui } from "@/lib/content/types";

/** The closing call to action: phone, e-mail or visit. */
export function CtaBand({
  business,
  ui,
  heading,
  text,
}: {
  business: Pick<Business, "telHref" | "email">;
  /** The buttons' words, and the contact page in the page's language. */
  ui: Pick<Ui, "buttons" | "callNote" | "paths">;
  heading: string;
  text: string;
}) {
  return (
    <Section id="cta" heading={heading} intro={text} tone="dark">
      <div className={buttonRowClass}>
        <CallButton business={business} labels={ui} />
        <ButtonLink href={`mailto:${business.email}`} variant="outline-light">
          {ui.buttons.email}
        </ButtonLink>
        <ButtonLink href={ui.paths.contact} variant="outline-light">
          {ui.buttons.visit}
        </ButtonLink>
      </div>
    </Section>
  );
}
