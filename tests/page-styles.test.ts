import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { documentLeftovers } from "@/lib/build/documents";
import { inlinePageStyles, selectorNeeds, stylesForMarkup } from "@/lib/build/page-styles";

// A stylesheet in the shape Tailwind writes: theme variables, a base layer (with rules for elements and form-control
// parts), utilities with state variants and media queries, composition variables registered with @property, keyframes.
const sheet = [
  "@layer theme{:root,:host{--color-a:#111;--color-b:#222;--color-c:var(--color-a)}}",
  "@layer base{*,:after{box-sizing:border-box}body{margin:0}h1,table{font-size:inherit}iframe,video{display:block}",
  "::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}:-moz-focusring:where(:not(iframe)){outline:auto}}",
  "@keyframes spin{to{rotate:1turn}}",
  "@layer utilities{.text-a{color:var(--color-a)}.text-b{color:var(--color-b)}",
  ".rotate{--tw-rotate:1deg;rotate:var(--tw-rotate)}.unused{--tw-skew:2deg}",
  ".data-\\[state\\=open\\]\\:block[data-state=open]{display:block}",
  ":is(:where(.group)[data-state=open] .group-data-\\[state\\=open\\]\\:text-c){color:var(--color-c)}",
  "@media (min-width:40rem){.sm\\:p-8{padding:2rem}}.\\32 xl\\:p-1{padding:1px}}",
  "@property --tw-rotate{syntax:'*';inherits:false}@property --tw-skew{syntax:'*';inherits:false}",
].join("");

describe("page styles", () => {
  it("reads the classes and elements a selector needs, escapes undone", () => {
    expect(selectorNeeds(".sm\\:p-8")).toEqual({ classes: ["sm:p-8"], elements: [] });
    expect(selectorNeeds(".data-\\[state\\=open\\]\\:block[data-state=open]")?.classes).toEqual([
      "data-[state=open]:block",
    ]);
    expect(selectorNeeds(":where(.group)[data-state=open] .x")?.classes).toEqual(["group", "x"]);
    expect(selectorNeeds(".\\32 xl\\:p-1")?.classes).toEqual(["2xl:p-1"]);
    expect(selectorNeeds("body")).toEqual({ classes: [], elements: [["body"]] });
    expect(selectorNeeds("svg.icon")).toEqual({ classes: ["icon"], elements: [["svg"]] });
    // What :not() names is what the element must not be; a form control's part needs a form control.
    expect(selectorNeeds(":-moz-focusring:where(:not(iframe))")).toEqual({ classes: [], elements: [] });
    expect(selectorNeeds("::placeholder")?.elements).toEqual([["input", "textarea"]]);
    expect(selectorNeeds("::-webkit-inner-spin-button")?.elements).toEqual([["input"]]);
  });

  it("keeps what the page's classes and elements use, state variants, theme variables and keyframes included", () => {
    const css = stylesForMarkup(sheet, {
      classes: new Set([
        "text-a",
        "rotate",
        "data-[state=open]:block",
        "group",
        "group-data-[state=open]:text-c",
      ]),
      elements: new Set(["html", "body", "h1", "div", "iframe"]),
    });
    for (const kept of [
      "body{margin:0}",
      "h1{font-size:inherit}",
      "iframe{display:block}",
      ":-moz-focusring",
      "@keyframes spin{to{rotate:1turn}}",
      ".text-a{",
      ".rotate{",
      "[data-state=open]{display:block}",
      ".group-data-\\[state\\=open\\]\\:text-c",
      "@property --tw-rotate",
      "--color-a:#111",
      "--color-c:var(--color-a)",
    ])
      expect(css).toContain(kept);
    for (const dropped of [
      "table",
      "video",
      "::placeholder",
      "::-webkit-datetime-edit",
      ".text-b",
      ".unused",
      "@media",
      "2xl",
      "--color-b",
      "--tw-skew",
    ])
      expect(css).not.toContain(dropped);
  });

  it("counts the elements of a page's templates, which its scripts put on the page", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/></head>' +
      "<body><div data-map><template><iframe></iframe></template></div><input/></body></html>";
    const styles = cheerio
      .load(inlinePageStyles(html, () => sheet))("style")
      .text();
    expect(styles).toContain("iframe{display:block}");
    expect(styles).toContain("::placeholder{opacity:1}");
    expect(styles).toContain("::-webkit-datetime-edit{padding:0}");
    expect(styles).not.toContain("table");
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
