import type { ComponentProps, ComponentType } from "react";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { TestimonialCarousel } from "@/components/testimonials/testimonial-carousel";
import type { IslandComponent, IslandKind } from "@/islands/registry";

// The same components islands/registry.ts loads in the browser, for the server render; typed against it.
const components = {
  faq: FaqAccordion,
  carousel: TestimonialCarousel,
} satisfies { [K in IslandKind]: IslandComponent<K> };

/**
 * An island in the prerendered page: its full HTML, plus the props it hydrates from. Props are plain data (no
 * React nodes), so the browser renders exactly what the server did.
 */
export function Island<K extends IslandKind>({
  kind,
  props,
}: {
  kind: K;
  props: ComponentProps<(typeof components)[K]>;
}) {
  const Component = components[kind] as ComponentType<object>;
  return (
    <div data-island={kind} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
