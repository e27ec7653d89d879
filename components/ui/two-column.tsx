import type { ReactNode } from "react";

/** Main content beside a sidebar on wide screens; stacked, content first, on phones. */
export function TwoColumn({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-16">
      <div className="min-w-0 space-y-14">{children}</div>
      <div>{sidebar}</div>
    </div>
  );
}
