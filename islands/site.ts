// The one script every page loads, as a module: the small behaviours of static pages, and the loader of islands.
// It stays tiny (no React, no framework): each island's code is fetched only when that island comes near the
// viewport or is touched.
import { legacyTarget } from "@/lib/legacy-redirects";
import { openStatus, type ShopZone } from "@/lib/hours";
import type { OpeningHours } from "@/lib/content/site-schema";
import { islands, type IslandKind } from "./registry";

const all = (selector: string) => document.querySelectorAll<HTMLElement>(selector);

/** "Open now / Closed" on the shop's clock, refreshed every minute so a page left open flips at closing time. */
function showOpenStatus() {
  for (const line of all("[data-open-status]")) {
    const hours = JSON.parse(line.dataset.hours!) as OpeningHours[];
    const zone = JSON.parse(line.dataset.zone!) as ShopZone;
    const update = () => {
      const status = openStatus(hours, new Date(), zone);
      line.dataset.state = status.open ? "open" : "closed";
      line.lastElementChild!.textContent = status.text;
    };
    update();
    setInterval(update, 60_000);
  }
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
 * Islands hydrate when they come near the viewport or are touched. Clicks and key presses on their buttons before
 * then are held and replayed once the island is live, so none is lost.
 */
function loadIslands() {
  // Under `next dev` the framework's runtime is on the page and hydrates islands itself.
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

showOpenStatus();
for (const year of all("[data-current-year]")) year.textContent = String(new Date().getFullYear());
for (const link of all("[data-site-nav] a")) {
  if (link.getAttribute("href") === location.pathname) link.setAttribute("aria-current", "page");
}
if (document.querySelector("[data-not-found]")) console.warn(`404: no page at ${location.pathname}`);
followLegacyAddress();
loadIslands();
