import { Marked } from "marked";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
// Copy is text with Markdown's links and emphasis: HTML written into it shows as written, never as markup.
const marked = new Marked({
  renderer: { html: ({ text }) => text.replace(/[&<>"']/g, (char) => escapes[char]!) },
});

/** Inline Markdown (links, emphasis) of one paragraph or list item, as HTML. */
export function renderInline(markdown: string): string {
  return marked.parseInline(markdown, { async: false });
}
