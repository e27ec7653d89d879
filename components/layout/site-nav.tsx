"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Link } from "@/lib/content/schema";

const linkClass =
  "block rounded-md font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700";

/**
 * Main navigation: a row of links on wide screens, a disclosure menu on phones. The icons arrive rendered by
 * the server, so no icon library ships to the browser.
 */
export function SiteNav({
  links,
  phone,
  icons,
}: {
  links: Link[];
  phone: { href: string; display: string };
  icons: { menu: ReactNode; close: ReactNode; phone: ReactNode };
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const menuId = useId();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const items = (mobile: boolean) =>
    links.map((link) => (
      <li key={link.href}>
        <a
          href={link.href}
          aria-current={pathname === link.href ? "page" : undefined}
          onClick={mobile ? close : undefined}
          className={`${linkClass} ${
            mobile
              ? "px-3 py-3 text-lg"
              : "px-3 py-2 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
          }`}
        >
          {link.title}
        </a>
      </li>
    ));

  return (
    <nav aria-label="Main">
      <ul className="hidden items-center gap-1 lg:flex">{items(false)}</ul>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-brand-900 lg:hidden"
      >
        {open ? icons.close : icons.menu}
        Menu
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg lg:hidden"
      >
        <ul className="pt-2">{items(true)}</ul>
        <a
          href={phone.href}
          className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-400 font-semibold text-brand-950"
        >
          {icons.phone} Call {phone.display}
        </a>
      </div>
    </nav>
  );
}
