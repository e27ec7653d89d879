import { Star } from "lucide";
import { SvgIcon } from "@/components/ui/icon";

/** Five stars for the eye, and `label` (content/ui.yaml's testimonials.rating, filled) for everyone else. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <SvgIcon
          icon={Star}
          key={i}
          className={i < rating ? "size-5 fill-amber-400 text-amber-500" : "size-5 text-slate-300"}
        />
      ))}
    </p>
  );
}
