import { Island } from "@/components/islands/island";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { Section } from "@/components/ui/section";
import type { Testimonials, Ui } from "@/lib/content/types";

export function TestimonialsSection({
  testimonials,
  labels,
}: {
  testimonials: Testimonials;
  labels: Ui["testimonials"];
}) {
  return (
    <Section id="testimonials" heading={testimonials.heading} inColumn>
      {testimonials.layout === "carousel" ? (
        <Island
          kind="carousel"
          props={{ labels, loop: testimonials.loop, testimonials: testimonials.items }}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.text}>
              <TestimonialCard testimonial={testimonial} labels={labels} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
