import { ChevronLeft, ChevronRight } from "lucide";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { TestimonialCarousel } from "@/components/lazy-client";
import { SvgIcon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import type { Testimonials } from "@/lib/content/schema";

export function TestimonialsSection({
  testimonials,
  inColumn = false,
}: {
  testimonials: Testimonials;
  inColumn?: boolean;
}) {
  const cards = testimonials.items.map((t) => <TestimonialCard key={t.text} testimonial={t} />);
  return (
    <Section id="testimonials" heading={testimonials.heading} inColumn={inColumn}>
      {testimonials.layout === "carousel" ? (
        <TestimonialCarousel
          label="Testimonials"
          loop={testimonials.loop}
          slides={cards}
          icons={{
            previous: <SvgIcon icon={ChevronLeft} className="size-6" />,
            next: <SvgIcon icon={ChevronRight} className="size-6" />,
          }}
        />
      ) : (
        <ul className={inColumn ? "grid gap-5 sm:grid-cols-2" : "grid gap-5 sm:grid-cols-2 lg:grid-cols-3"}>
          {cards.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
