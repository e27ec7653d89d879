import { CircleCheck } from "lucide";
import { SvgIcon } from "@/components/ui/icon";
import { renderInline } from "@/components/ui/inline-markdown";

export function CheckList({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={columns === 2 ? "grid gap-3 sm:grid-cols-2" : "grid gap-3"}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <SvgIcon icon={CircleCheck} className="mt-0.5 size-5 text-green-700" />
          <span dangerouslySetInnerHTML={{ __html: renderInline(item) }} />
        </li>
      ))}
    </ul>
  );
}
