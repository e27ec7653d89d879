"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { FaqAccordion as FaqAccordionComponent } from "@/components/faq/faq-accordion";
import type { TestimonialCarousel as TestimonialCarouselComponent } from "@/components/testimonials/testimonial-carousel";

// The [slug] routes serve city and service pages from one bundle. Loading the accordion and the carousel
// with React.lazy splits them into chunks that load only on pages that render them; the server still
// prerenders their full HTML, which stays in place until the chunk arrives and hydrates it.
const LazyFaqAccordion = lazy(() =>
  import("@/components/faq/faq-accordion").then((m) => ({ default: m.FaqAccordion })),
);
const LazyTestimonialCarousel = lazy(() =>
  import("@/components/testimonials/testimonial-carousel").then((m) => ({ default: m.TestimonialCarousel })),
);

export function FaqAccordion(props: ComponentProps<typeof FaqAccordionComponent>) {
  return (
    <Suspense>
      <LazyFaqAccordion {...props} />
    </Suspense>
  );
}

export function TestimonialCarousel(props: ComponentProps<typeof TestimonialCarouselComponent>) {
  return (
    <Suspense>
      <LazyTestimonialCarousel {...props} />
    </Suspense>
  );
}
