import { Paragraph } from "@/components/ui/paragraph";
import { CallButton } from "@/components/business/call-button";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { Steps } from "@/components/ui/steps";
import type { Business, ServicesPage, Ui } from "@/lib/content/types";

export function ServicesIndexPage({
  page,
  business,
  ui,
}: {
  page: ServicesPage;
  business: Business;
  ui: Ui;
}) {
  return (
    <>
      <PageHero heading={page.h1} lead={<Paragraph text={page.intro} />}>
        <CallButton business={business} labels={ui} />
        <ButtonLink href={ui.paths.contact} variant="outline-light">
          {ui.servicesIndex.contact}
        </ButtonLink>
      </PageHero>
      <Section id="service-cards" heading={page.cards.heading} intro={page.cards.intro}>
        <CardGrid items={page.cards.items} labels={ui.cards} />
      </Section>
      <Section id="process" heading={page.process.heading} intro={page.process.intro} tone="tint">
        <Steps items={page.process.steps} layout="cards" />
      </Section>
      <CtaBand business={business} ui={ui} heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
