"use client";

import { lazy, Suspense, type ComponentType } from "react";

// The [slug] routes serve city and service pages from one bundle. Loading the accordion and the carousel
// with React.lazy splits them into chunks that load only on pages that render them; the server still
// prerenders their full HTML, which stays in place until the chunk arrives and hydrates it.
function island<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Island(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const FaqAccordion = island(() =>
  import("@/components/faq/faq-accordion").then((m) => m.FaqAccordion),
);
export const TestimonialCarousel = island(() =>
  import("@/components/testimonials/testimonial-carousel").then((m) => m.TestimonialCarousel),
);
