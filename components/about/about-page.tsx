import { Paragraph, Paragraphs } from "@/components/ui/paragraph";
import { CallButton } from "@/components/business/call-button";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CheckList } from "@/components/ui/check-list";
import { CtaBand } from "@/components/ui/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { AboutPage as AboutContent, Business, Ui } from "@/lib/content/types";

const ABOUT_PROSE = "max-w-3xl leading-relaxed text-slate-700";

export function AboutPage({ page, business, ui }: { page: AboutContent; business: Business; ui: Ui }) {
  return (
    <>
      <PageHero heading={page.h1} lead={<Paragraph text={page.intro} />}>
        <CallButton business={business} labels={ui} />
        <ButtonLink href={ui.paths.services} variant="outline-light">
          {ui.about.services}
        </ButtonLink>
      </PageHero>
      {page.sections.map((section, i) => (
        <Section
          key={section.heading}
          id={`about-${i}`}
          heading={section.heading}
          tone={i % 2 ? "tint" : "white"}
        >
          <Paragraphs texts={section.paragraphs} className={ABOUT_PROSE} />
        </Section>
      ))}
      <Section id="what-we-do" heading={ui.about.whatWeDo} tone="tint">
        <div className="grid gap-8 md:grid-cols-3">
          {page.serviceLists.map((list) => (
            <div key={list.heading}>
              <h3 className="mb-4 text-lg font-semibold text-brand-900">{list.heading}</h3>
              <CheckList items={list.items} columns={1} />
            </div>
          ))}
        </div>
        <p className="mt-8">
          <ButtonLink href={ui.paths.services} variant="outline">
            {ui.about.allServices}
          </ButtonLink>
        </p>
      </Section>
      <Section id="location" heading={page.location.heading}>
        <Paragraphs texts={page.location.paragraphs} className={ABOUT_PROSE} />
      </Section>
      <Section id="why-us" heading={page.whyChooseUs.heading} intro={page.whyChooseUs.intro} tone="tint">
        <CardGrid items={page.whyChooseUs.items} labels={ui.cards} />
        <p className="mt-8">
          <ButtonLink href={ui.paths.contact} variant="outline">
            {ui.about.contact}
          </ButtonLink>
        </p>
      </Section>
      <CtaBand business={business} ui={ui} heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
