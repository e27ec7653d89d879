import { StarRating } from "@/components/testimonials/star-rating";
import type { Testimonial, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

/** One review. Placeholder reviews say so on the card: they are examples, not customers' words. */
export function TestimonialCard({
  testimonial,
  labels,
}: {
  testimonial: Testimonial;
  labels: Pick<Ui["testimonials"], "rating" | "example">;
}) {
  return (
    <figure
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="testimonial"
    >
      <StarRating
        rating={testimonial.rating}
        label={fillSlots(labels.rating, { rating: testimonial.rating })}
      />
      <blockquote className="mt-4 flex-1 text-slate-700" lang={testimonial.lang}>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        {/* The reviewer's name and business as the review gives them, in its language. */}
        <span className="font-semibold text-brand-900" lang={testimonial.lang}>
          {testimonial.name}
        </span>
        {testimonial.business && (
          <span className="block text-slate-600" lang={testimonial.lang}>
            {testimonial.business}
          </span>
        )}
        {testimonial.placeholder && (
          <span className="mt-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
            {labels.example}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
