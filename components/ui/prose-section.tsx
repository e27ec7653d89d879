import { CheckList } from "@/components/ui/check-list";
import { Paragraphs } from "@/components/ui/paragraph";
import { Section } from "@/components/ui/section";
import type { Section as SectionContent } from "@/lib/content/types";

/** A heading, paragraphs of copy and the section's list, if it has one, in a page's main column. */
export function ProseSection({ id, section }: { id: string; section: SectionContent }) {
  return (
    <Section id={id} heading={section.heading} inColumn>
      <Paragraphs texts={section.paragraphs} className="leading-relaxed text-slate-700" />
      {section.bullets && (
        <div className="mt-6">
          <CheckList items={section.bullets} />
        </div>
      )}
    </Section>
  );
}
