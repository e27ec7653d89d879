import clsx from "clsx";
import { renderInline } from "@/components/ui/inline-markdown";

/** A paragraph of the owner's copy, whose links and emphasis are Markdown, rendered at build time. */
export function Paragraph({ text }: { text: string }) {
  return <p dangerouslySetInnerHTML={{ __html: renderInline(text) }} />;
}

/** Paragraphs of the owner's copy as one block of body text; `className` sets its colour, width and spacing. */
export function Paragraphs({ texts, className }: { texts: string[]; className?: string }) {
  return (
    <div className={clsx("space-y-4 text-lg", className)}>
      {texts.map((text) => (
        <Paragraph key={text} text={text} />
      ))}
    </div>
  );
}
