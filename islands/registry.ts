import type { ComponentType } from "react";

/**
 * Every island: the interactive leaves of otherwise static pages, and the only client components a production page
 * may contain (scripts/check-islands.ts refuses the build for any other "use client" module). Each kind is its own
 * script module, fetched only by pages that render one (islands/site.ts), and server-rendered in place by
 * components/islands/island.tsx.
 */
export const islands = {
  faq: () => import("@/components/faq/faq-accordion").then((m) => m.FaqAccordion),
  carousel: () => import("@/components/testimonials/testimonial-carousel").then((m) => m.TestimonialCarousel),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandKind = keyof typeof islands;
export type IslandComponent<K extends IslandKind> = Awaited<ReturnType<(typeof islands)[K]>>;
