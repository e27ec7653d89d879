import { Paragraph, Paragraphs } from "@/components/ui/paragraph";
import { Mail } from "lucide";
import { FaqSection } from "@/components/faq/faq-section";
import { TestimonialsSection } from "@/components/testimonials/testimonials-section";
import { CallButton } from "@/components/business/call-button";
import { StoreSidebar } from "@/components/business/store-sidebar";
import { ContentBlocks } from "@/components/service/content-blocks";
import { ButtonLink, buttonRowClass } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { ProseSection } from "@/components/ui/prose-section";
import { Section } from "@/components/ui/section";
import { TwoColumn } from "@/components/ui/two-column";
import type { Business, Service, Ui } from "@/lib/content/types";

/** The one service template: the spec's informational, commercial and transactional sections plus optional blocks. */
export function ServicePage({
  service,
  canonicalPath,
  business,
  ui,
}: {
  service: Service;
  canonicalPath: string;
  business: Business;
  ui: Ui;
}) {
  return (
    <>
      <PageHero
        eyebrow={`${service.card.title} · ${service.location}`}
        heading={service.h1}
        lead={<Paragraph text={service.intro} />}
      >
        <CallButton business={business} labels={ui} />
        {service.heroLinks.map((link) => (
          <ButtonLink
            key={link.label}
            href={link.href}
            hrefLang={link.hreflang}
            variant="outline-light"
            newTabHint={ui.buttons.newTab}
          >
            {link.label}
          </ButtonLink>
        ))}
      </PageHero>
      <TwoColumn
        sidebar={<StoreSidebar business={business} ui={ui} relatedLinks={service.relatedServices} />}
      >
        <ContentBlocks blocks={service.blocks} placement="top" business={business} ui={ui} />
        <ProseSection id="expert" section={service.informationalContent} />
        <ProseSection id="how-we-help" section={service.commercialContent} />
        <ContentBlocks blocks={service.blocks} placement="body" business={business} ui={ui} />
        {service.testimonials && (
          <TestimonialsSection testimonials={service.testimonials} labels={ui.testimonials} />
        )}
        {service.faqs && service.faqs.length > 0 && (
          <FaqSection
            business={business}
            labels={ui.faq}
            newTabHint={ui.buttons.newTab}
            faqs={service.faqs}
            canonicalPath={canonicalPath}
          />
        )}
        <Section id="get-started" heading={ui.servicePage.getStarted} tone="dark" inColumn>
          <h3 className="text-xl font-semibold text-white">{service.transactionalContent.heading}</h3>
          <Paragraphs texts={service.transactionalContent.paragraphs} className="mt-3 text-brand-100" />
          <div className={`mt-6 ${buttonRowClass}`}>
            <CallButton business={business} labels={ui} />
            <ButtonLink href={ui.paths.contact} variant="outline-light">
              <SvgIcon icon={Mail} className="size-5" />
              {ui.servicePage.contact}
            </ButtonLink>
          </div>
        </Section>
      </TwoColumn>
    </>
  );
}
