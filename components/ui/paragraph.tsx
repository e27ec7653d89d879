import { renderInline } from "@/components/ui/inline-markdown";

/** A paragraph of the owner's copy, whose links and emphasis are Markdown, rendered at build time. */
export function Paragraph({ text }: { text: string }) {
  return <p dangerouslySetInnerHTML={{ __html: renderInline(text) }} />;
}
