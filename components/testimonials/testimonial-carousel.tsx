"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";

/** Read at each jump, so a change of the setting applies at once. */
const jumpInstantly = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Embla carousel following the WAI-ARIA carousel pattern. Every slide is in the prerendered HTML;
 * visitors who prefer reduced motion get instant jumps instead of animated scrolling. The arrow icons come
 * rendered from the server.
 */
export function TestimonialCarousel({
  label,
  slides,
  loop,
  icons,
}: {
  label: string;
  slides: ReactNode[];
  loop: boolean;
  icons: { previous: ReactNode; next: ReactNode };
}) {
  const [viewport, api] = useEmblaCarousel({ loop, align: "start", duration: 25, dragThreshold: 10 });
  const [state, setState] = useState({ selected: 0, canPrev: loop, canNext: slides.length > 1 });

  useEffect(() => {
    if (!api) return;
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
  }, [api]);

  const previous = () => api?.scrollPrev(jumpInstantly());
  const next = () => api?.scrollNext(jumpInstantly());
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
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="carousel"
    >
      <div className="overflow-hidden" ref={viewport}>
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center gap-3">
        <button
          type="button"
          className={buttonClass}
          onClick={previous}
          disabled={!state.canPrev}
          aria-label="Previous testimonial"
        >
          {icons.previous}
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={next}
          disabled={!state.canNext}
          aria-label="Next testimonial"
        >
          {icons.next}
        </button>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="carousel-position">
          Showing {state.selected + 1} of {slides.length}
        </p>
      </div>
    </div>
  );
}
