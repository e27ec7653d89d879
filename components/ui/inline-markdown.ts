import { Marked } from "marked";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);
// Copy is text with Markdown's links and emphasis: HTML written into it shows as written, never as markup. A link
// whose title is a language code leads to a page in that language: a translation's link to a page it has not
// translated yet (lib/content/translate.ts).
const marked = new Marked({
  renderer: {
    html: ({ text }) => escape(text),
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const attribute = title === "en" ? ` hreflang="en"` : title ? ` title="${escape(title)}"` : "";
      return `<a href="${escape(href)}"${attribute}>${text}</a>`;
    },
  },
});

/** Inline Markdown (links, emphasis) of one paragraph or list item, as HTML. */
export function renderInline(markdown: string): string {
  return marked.parseInline(markdown, { async: false });
}
