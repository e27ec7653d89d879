import { CallButton } from "@/components/business/call-button";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { ServicesPage } from "@/lib/content/page-schemas";

export function ServicesIndexPage({ page }: { page: ServicesPage }) {
  return (
    <>
      <PageHero heading={page.h1} lead={<p>{page.intro}</p>}>
        <CallButton />
        <ButtonLink href="/contact" variant="outline-light">
          Contact us
        </ButtonLink>
      </PageHero>
      <Section id="service-cards" heading={page.cards.heading} intro={page.cards.intro}>
        <CardGrid items={page.cards.items} />
      </Section>
      <Section id="process" heading={page.process.heading} intro={page.process.intro} tone="tint">
        <ol className="grid gap-5 md:grid-cols-5" data-testid="process-steps">
          {page.process.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
