// The one script every page loads, as a module: the small behaviours of static pages, and the loader of islands.
// It stays tiny (no React, no framework): each island's code is fetched only when that island comes near the
// viewport or is touched.
import { legacyTarget } from "@/lib/legacy-redirects";
import { openStatus, type OpenStatusWords, type Schedule } from "@/lib/hours";
import { languageOf } from "@/lib/i18n";
import { islands, type IslandKind } from "./registry";

const all = (selector: string) => document.querySelectorAll<HTMLElement>(selector);

/**
 * What depends on the time of the visit: "Open now / Closed" on the shop's clock, the notice that shows only
 * between its instants, and dated hours that are over. Run every minute, so a page left open follows the clock.
 * None of it moves anything on the page: the open-now line keeps its height, the notice sticks to the bottom of the
 * window after the page's content, and hours that are over keep their space.
 */
function followClock() {
  const now = Date.now();
  // Times and weekdays in the page's language.
  const language = languageOf(document.documentElement.lang);
  for (const line of all("[data-schedule]")) {
    const status = openStatus(
      JSON.parse(line.dataset.schedule!) as Schedule,
      now,
      JSON.parse(line.dataset.words!) as OpenStatusWords,
      language,
    );
    line.dataset.state = status ? (status.open ? "open" : "closed") : "";
    line.lastElementChild!.textContent = status?.text ?? "";
  }
  for (const element of all("[data-shown-until]")) {
    element.hidden =
      now < Number(element.dataset.shownFrom ?? 0) || now >= Number(element.dataset.shownUntil);
  }
  for (const element of all("[data-over-at]"))
    element.toggleAttribute("data-over", now >= Number(element.dataset.overAt));
}

/** Old ASP addresses on hosts without redirect rules: on to the new page, replacing the history entry. */
function followLegacyAddress() {
  const marker = document.querySelector<HTMLElement>("[data-legacy-redirect]");
  if (!marker) return;
  const target =
    legacyTarget(location.pathname, new URLSearchParams(location.search)) ?? marker.dataset.fallback;
  if (target) location.replace(target);
}

/**
 * Map facades: the embed (kept inert in the facade's <template>) takes the facade's place when the visitor presses
 * "Show map", so no page loads anything from Google unasked. A button answers a click, Enter and Space alike.
 */
function showMapsOnRequest() {
  document.addEventListener("click", (event) => {
    const facade = (event.target as Element).closest?.("[data-map-show]")?.closest<HTMLElement>("[data-map]");
    const embed = facade?.querySelector("template")?.content;
    if (!facade || !embed) return;
    facade.replaceChildren(embed.cloneNode(true));
    facade.querySelector("iframe")?.focus();
  });
}

/**
 * Islands hydrate when they come near the viewport or are touched. Clicks and key presses on their buttons before
 * then are held and replayed once the island is live, so none is lost.
 */
function loadIslands() {
  // Under `next dev` the framework's runtime is on the page and hydrates islands itself. Its inline payload's global
  // is Next's private shape (RSC_PAYLOAD_GLOBAL in lib/build/next-private.ts, which this browser module cannot import).
  if ("__next_f" in self) return;
  const held = new Map<HTMLElement, Event[]>();
  const started = new Set<HTMLElement>();

  const start = (island: HTMLElement, index: number) => {
    if (started.has(island)) return;
    started.add(island);
    const load = islands[island.dataset.island as IslandKind];
    void Promise.all([load(), import("./mount")]).then(([Component, { mount }]) => {
      mount(island, Component as never, index);
      island.dataset.hydrated = "";
      for (const event of held.get(island) ?? []) event.target!.dispatchEvent(replay(event));
      held.delete(island);
    });
  };

  const elements = [...all("[data-island]")];
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        start(entry.target as HTMLElement, elements.indexOf(entry.target as HTMLElement));
      }
    },
    { rootMargin: "200px" },
  );
  elements.forEach((island) => near.observe(island));

  const hold = (event: Event) => {
    const target = event.target as Element;
    const island = target.closest?.<HTMLElement>("[data-island]");
    if (!island || "hydrated" in island.dataset) return;
    start(island, elements.indexOf(island));
    if (event.type === "focusin" || !target.closest("button")) return;
    held.set(island, [...(held.get(island) ?? []), event]);
  };
  for (const type of ["click", "keydown", "focusin"]) document.addEventListener(type, hold, true);
}

function replay(event: Event): Event {
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    return new KeyboardEvent("keydown", {
      key,
      code,
      shiftKey,
      ctrlKey,
      altKey,
      metaKey,
      bubbles: true,
      cancelable: true,
    });
  }
  return new MouseEvent("click", { bubbles: true, cancelable: true });
}

followLegacyAddress();
followClock();
setInterval(followClock, 60_000);
// The rest in a task of its own: on a slow phone the module's work stays in tasks too short to hold up a tap.
setTimeout(() => {
  for (const year of all("[data-current-year]")) year.textContent = String(new Date().getFullYear());
  if (document.querySelector("[data-not-found]")) console.warn(`404: no page at ${location.pathname}`);
  showMapsOnRequest();
  loadIslands();
});
