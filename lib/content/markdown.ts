import { Lexer, walkTokens, type Token, type Tokens } from "marked";

/** One `## ` section of a page's Markdown: its heading, its paragraphs and an optional bulleted list. */
export interface MarkdownSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A page's Markdown body: the paragraphs before the first `## ` heading, then its sections. */
export interface MarkdownBody {
  lead: string[];
  sections: MarkdownSection[];
  /** The line each part starts on, by field path relative to the body ("lead[0]", "sections[1].paragraphs[0]"). */
  lines: Map<string, number>;
  /** What the page's Markdown uses that a page cannot show, as "line N: message". */
  problems: string[];
}

// Soft line breaks are spaces to a reader: a paragraph wrapped over several lines reads as one line of text.
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/**
 * Splits a page's Markdown into the parts its template shows. Block formats a page has no place for (a `#` heading,
 * deeper headings, code, tables, quotes) are reported with their line, not dropped.
 */
export function parseMarkdownBody(source: string): MarkdownBody {
  const body: MarkdownBody = { lead: [], sections: [], lines: new Map(), problems: [] };
  let line = 1;
  let current: MarkdownSection | undefined;
  const place = () => (current ? `sections[${body.sections.length - 1}]` : "lead");
  for (const token of new Lexer().lex(source)) {
    switch (token.type) {
      case "space":
        break;
      case "html":
        if (!/^\s*<!--[\s\S]*-->\s*$/.test(token.raw))
          body.problems.push(`line ${line}: HTML is not shown on the site; write plain text`);
        break;
      case "heading":
        if (token.depth === 2) {
          current = { heading: oneLine(token.text), paragraphs: [] };
          body.sections.push(current);
          body.lines.set(`${place()}`, line);
        } else
          body.problems.push(
            `line ${line}: start section headings with "## " (the page's main heading is set in its YAML file)`,
          );
        break;
      case "paragraph": {
        const list = current ? current.paragraphs : body.lead;
        body.lines.set(current ? `${place()}.paragraphs[${list.length}]` : `lead[${list.length}]`, line);
        list.push(oneLine(token.text));
        break;
      }
      case "list":
        if (!current) body.problems.push(`line ${line}: a list needs a "## " section heading above it`);
        else if (current.bullets) body.problems.push(`line ${line}: a section can have one list`);
        else {
          body.lines.set(`${place()}.bullets`, line);
          current.bullets = (token as Tokens.List).items.map((item) => oneLine(item.text));
        }
        break;
      default:
        body.problems.push(`line ${line}: ${token.type} blocks are not shown on the site; write paragraphs`);
    }
    line += countNewlines(token.raw);
  }
  return body;
}

function countNewlines(text: string): number {
  let count = 0;
  for (const char of text) if (char === "\n") count++;
  return count;
}

function inlineTokens(markdown: string): Token[] {
  return Lexer.lexInline(markdown);
}

/** The text a reader sees of inline Markdown: for structured data and search snippets. */
export function markdownText(markdown: string): string {
  const text = (tokens: Token[]): string =>
    tokens
      .map((token) =>
        "tokens" in token && token.tokens ? text(token.tokens) : "text" in token ? token.text : token.raw,
      )
      .join("");
  return text(inlineTokens(markdown));
}

/** Every link target in inline Markdown. */
export function markdownLinks(markdown: string): string[] {
  const hrefs: string[] = [];
  walkTokens(inlineTokens(markdown), (token) => {
    if (token.type === "link") hrefs.push(token.href);
  });
  return hrefs;
}
