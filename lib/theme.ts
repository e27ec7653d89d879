/** The brand's darkest blue: browser UI colour and manifest. app/globals.css holds it as --color-brand-900. */
export const THEME_COLOR = "#0b2545";
