"use client";

import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { SvgIcon } from "@/components/ui/icon";
import type { Testimonial, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

/** Read at each jump, so a change of the setting applies at once. */
const jumpInstantly = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export interface TestimonialCarouselProps {
  /** Its words (content/ui.yaml): its name, each slide's, the buttons' and the position line. */
  labels: Ui["testimonials"];
  testimonials: Testimonial[];
  loop: boolean;
}

/**
 * An island: an Embla carousel following the WAI-ARIA carousel pattern. Every slide is in the prerendered HTML;
 * with scripts off the row scrolls sideways and the buttons hide. Visitors who prefer reduced motion get instant
 * jumps instead of animated scrolling.
 */
export function TestimonialCarousel({ labels, testimonials, loop }: TestimonialCarouselProps) {
  const slides = testimonials.length;
  const [viewport, api] = useEmblaCarousel({ loop, align: "start", duration: 25, dragThreshold: 10 });
  const [state, setState] = useState({ selected: 0, canPrev: loop, canNext: slides > 1 });
  // Steps asked for in the moment between hydration and Embla's start (a press held since before the island
  // loaded lands there); taken once Embla is ready.
  const pendingSteps = useRef(0);

  useEffect(() => {
    if (!api) return;
    if (pendingSteps.current) {
      const target = api.selectedScrollSnap() + pendingSteps.current;
      const last = api.scrollSnapList().length - 1;
      api.scrollTo(loop ? (target + last + 1) % (last + 1) : Math.max(0, Math.min(last, target)), true);
      pendingSteps.current = 0;
    }
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api, loop]);

  const step = (by: 1 | -1) => {
    if (!api) pendingSteps.current += by;
    else if (by > 0) api.scrollNext(jumpInstantly());
    else api.scrollPrev(jumpInstantly());
  };
  const previous = () => step(-1);
  const next = () => step(1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-label={labels.carousel}
      onKeyDown={onKeyDown}
      data-testid="carousel"
    >
      <div className="overflow-hidden noscript:overflow-x-auto" ref={viewport}>
        <div className="-ml-4 flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.text}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={fillSlots(labels.slide, { n: index + 1, total: slides })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
            >
              <TestimonialCard testimonial={testimonial} labels={labels} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center gap-3 noscript:hidden">
        <button
          type="button"
          className={buttonClass}
          onClick={previous}
          disabled={!state.canPrev}
          aria-label={labels.previous}
        >
          <SvgIcon icon={ChevronLeft} className="size-6" />
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={next}
          disabled={!state.canNext}
          aria-label={labels.next}
        >
          <SvgIcon icon={ChevronRight} className="size-6" />
        </button>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="carousel-position">
          {fillSlots(labels.position, { n: state.selected + 1, total: slides })}
        </p>
      </div>
    </div>
  );
}
