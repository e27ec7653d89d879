import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { documentLeftovers } from "@/lib/build/documents";
import { inlinePageStyles, selectorClasses, stylesForClasses } from "@/lib/build/page-styles";

// A stylesheet in the shape Tailwind writes: theme variables, a base layer, utilities with state variants and
// media queries, composition variables registered with @property.
const sheet = [
  "@layer theme{:root,:host{--color-a:#111;--color-b:#222;--color-c:var(--color-a)}}",
  "@layer base{*,:after{box-sizing:border-box}body{margin:0}}",
  "@layer utilities{.text-a{color:var(--color-a)}.text-b{color:var(--color-b)}",
  ".rotate{--tw-rotate:1deg;rotate:var(--tw-rotate)}.unused{--tw-skew:2deg}",
  ".data-\\[state\\=open\\]\\:block[data-state=open]{display:block}",
  ":is(:where(.group)[data-state=open] .group-data-\\[state\\=open\\]\\:text-c){color:var(--color-c)}",
  "@media (min-width:40rem){.sm\\:p-8{padding:2rem}}.\\32 xl\\:p-1{padding:1px}}",
  "@property --tw-rotate{syntax:'*';inherits:false}@property --tw-skew{syntax:'*';inherits:false}",
].join("");

describe("page styles", () => {
  it("reads the classes a selector needs, escapes undone", () => {
    expect(selectorClasses(".sm\\:p-8")).toEqual(["sm:p-8"]);
    expect(selectorClasses(".data-\\[state\\=open\\]\\:block[data-state=open]")).toEqual([
      "data-[state=open]:block",
    ]);
    expect(selectorClasses(":where(.group)[data-state=open] .x")).toEqual(["group", "x"]);
    expect(selectorClasses(".\\32 xl\\:p-1")).toEqual(["2xl:p-1"]);
    expect(selectorClasses("body")).toEqual([]);
  });

  it("keeps what the page's classes use, state variants included, and the base layer", () => {
    const css = stylesForClasses(
      sheet,
      new Set(["text-a", "rotate", "data-[state=open]:block", "group", "group-data-[state=open]:text-c"]),
    );
    for (const kept of [
      "body{margin:0}",
      ".text-a{",
      ".rotate{",
      "[data-state=open]{display:block}",
      ".group-data-\\[state\\=open\\]\\:text-c",
      "@property --tw-rotate",
      "--color-a:#111",
      "--color-c:var(--color-a)",
    ])
      expect(css).toContain(kept);
    for (const dropped of [".text-b", ".unused", "@media", "2xl", "--color-b", "--tw-skew"])
      expect(css).not.toContain(dropped);
  });

  it("puts the styles in the page instead of the link, and the build refuses a link left behind", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head>' +
      '<body class="text-a"><h1 class="sm:p-8">Hi</h1></body></html>';
    expect(documentLeftovers(html)).toEqual([
      "a stylesheet request for /_next/static/chunks/a.css (the first paint would wait for it)",
    ]);
    const inlined = inlinePageStyles(html, () => sheet);
    const $ = cheerio.load(inlined);
    expect($("link")).toHaveLength(0);
    const styles = $("style").text();
    expect(styles).toContain(".text-a{");
    expect(styles).toContain(".sm\\:p-8{");
    expect(documentLeftovers(inlined)).toEqual([]);
    expect(
      documentLeftovers(inlined.replace("<style>", "<style>@font-face{font-family:x;src:url(x.woff2)}")),
    ).toEqual(["a web font (@font-face) the text would wait for"]);
  });
});
