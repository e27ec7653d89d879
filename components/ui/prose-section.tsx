import { Section } from "@/components/ui/section";
import type { Section as SectionContent } from "@/lib/content/schema";

/** A heading and paragraphs of copy, in a page's main column. */
export function ProseSection({
  id,
  section,
  children,
}: {
  id: string;
  section: SectionContent;
  children?: React.ReactNode;
}) {
  return (
    <Section id={id} heading={section.heading} inColumn>
      <div className="space-y-4 text-lg leading-relaxed text-slate-700">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {children}
    </Section>
  );
}
