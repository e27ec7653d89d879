import { CallButton } from "@/components/business/call-button";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { business } from "@/lib/content";

/** The closing call to action: phone, e-mail or visit. */
export function CtaBand({ heading, text }: { heading: string; text: string }) {
  return (
    <Section id="cta" heading={heading} intro={text} tone="dark">
      <div className="flex flex-wrap gap-3">
        <CallButton />
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
