import { Languages } from "lucide";
import { SvgIcon } from "@/components/ui/icon";

export interface LanguageSwitchTarget {
  /** The same page in the other language. */
  href: string;
  /** Its language tag, e.g. es-US: the link's hreflang and the lang of its label. */
  locale: string;
  /** The other language's name in that language: "Español", "English". */
  label: string;
}

/**
 * A plain link to the page in the other language: it works with scripts off, and search engines follow it. On
 * phones it shows the language's code beside the icon (the row also holds the logo and the menu button); its
 * name stays the link's text for screen readers.
 */
export function LanguageSwitch({ target }: { target: LanguageSwitchTarget }) {
  return (
    <a
      href={target.href}
      hrefLang={target.locale}
      lang={target.locale}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 lg:order-last"
    >
      <SvgIcon icon={Languages} className="size-5" />
      <span aria-hidden="true" className="sm:hidden">
        {target.locale.slice(0, 2).toUpperCase()}
      </span>
      <span className="max-sm:sr-only">{target.label}</span>
    </a>
  );
}
