// How the build reads a page: with htmlparser2 (through cheerio), several times faster than parse5 over pages of
// this size. It adds no elements the markup leaves implied (a <tbody>, a missing <body>), which pages React wrote,
// every element explicit, do not have; and each element keeps its place in the text, so a step can replace one and
// leave every other byte as it was.
import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";

export const parsePage = (html: string) =>
  cheerio.load(html, { xml: { xmlMode: false, withStartIndices: true, withEndIndices: true } });

/** Where a node parsed by parsePage sits in the text: from `start` up to, not including, `end`. */
export const placeOf = (node: AnyNode) => ({ start: node.startIndex!, end: node.endIndex! + 1 });

/** `html` with each place replaced by its text; places must not overlap. */
export function replacePlaces(html: string, edits: { start: number; end: number; text: string }[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start)) {
    parts.push(html.slice(at, start), text);
    at = end;
  }
  parts.push(html.slice(at));
  return parts.join("");
}
