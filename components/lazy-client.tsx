"use client";

import dynamic from "next/dynamic";

// The [slug] routes serve city and service pages from one bundle. Importing the accordion and the carousel
// through next/dynamic from client code splits them into chunks that load only on pages that render them,
// while the server still prerenders their full HTML.
export const FaqAccordion = dynamic(() =>
  import("@/components/faq/faq-accordion").then((m) => m.FaqAccordion),
);
export const TestimonialCarousel = dynamic(() =>
  import("@/components/testimonials/testimonial-carousel").then((m) => m.TestimonialCarousel),
);
