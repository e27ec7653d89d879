// The build's document step on a page written as Next writes one: the framework's scripts, their preloads and the
// RSC payload go, and every other byte stays where it was.
import { describe, expect, it } from "vitest";
import { documentLeftovers, stripFrameworkRuntime } from "@/lib/build/documents";
import { NEXT_CHUNKS_PATH } from "@/lib/build/next-private";
import { ASSETS_PATH } from "@/lib/security-headers";

/** Parts of Next's output that only its runtime reads. */
const RUNTIME = {
  chunk: `<script src="${NEXT_CHUNKS_PATH}main-app.js" async=""></script>`,
  payload: `<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"<\\/p> & <script>\\"}]"])</script>`,
  preload: `<link rel="preload" as="script" fetchPriority="low" href="${NEXT_CHUNKS_PATH}webpack.js"/>`,
  modulePreload: `<link rel="modulepreload" href="${NEXT_CHUNKS_PATH}islands.js"/>`,
};

/** A page with each runtime part at `part`'s place: the runtime's parts, or nothing. */
const page = (part: (name: keyof typeof RUNTIME) => string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
  part("preload") +
  '<link rel="preload" as="image" href="/hero.avif"/><title>Laptop repair</title>' +
  '<script type="application/ld+json">{"@type":"LocalBusiness","name":"A & B"}</script></head>' +
  '<body><main><h1>Laptop repair</h1><p class="lead">Screens &amp; batteries, <em>same day</em>.</p>' +
  '<template id="menu"><a href="/contact">Contact</a></template></main>' +
  part("chunk") +
  `<script type="module" src="${ASSETS_PATH}site-ABCDEFGH.js"></script>` +
  part("payload") +
  part("modulePreload") +
  "</body></html>";

describe("stripFrameworkRuntime", () => {
  const nextPage = page((name) => RUNTIME[name]);

  it("removes the runtime's scripts, preloads and payload, and keeps every other byte", () => {
    expect(stripFrameworkRuntime(nextPage)).toBe(page(() => ""));
  });

  it("leaves a page nothing of the runtime for the build's own check to find", () => {
    expect(documentLeftovers(nextPage)).toHaveLength(Object.keys(RUNTIME).length);
    expect(documentLeftovers(stripFrameworkRuntime(nextPage))).toEqual([]);
  });
});
