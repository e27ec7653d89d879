/**
 * What a cross-engine check may do with a page, implemented once per engine's driver (Playwright for Chromium,
 * puppeteer-core over WebDriver BiDi for Firefox, WebdriverIO over WebKitWebDriver for WebKit). Anything else a
 * check needs it asks the page itself through `evaluate`, so it runs the same way everywhere.
 */
export interface EnginePage {
  /** Opens a path of the site (through the stage) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Goes back one entry in the session history, as the Back button does; the check waits for what it expects. */
  back(): Promise<void>;
  /** A real click, as the engine's input system delivers it, on the first element matching a CSS selector. */
  click(selector: string): Promise<void>;
  /** A real key press (a key name as in the WebDriver and Playwright key tables: "Escape", "ArrowDown", "Tab"). */
  press(key: Key): Promise<void>;
  /** Runs a function in the page with one serialisable argument. */
  evaluate<Result, Arg>(fn: (arg: Arg) => Result, arg: Arg): Promise<Result>;
  /** Sizes the viewport (the layout width the page sees). */
  setViewport(width: number, height: number): Promise<void>;
  /** Writes a PNG of the whole page. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export type Key =
  "Escape" | "Enter" | "Tab" | "ArrowDown" | "ArrowUp" | "ArrowLeft" | "ArrowRight" | "Home" | "End";

export type EngineName = "chromium" | "firefox" | "webkit";

/** A running browser of one engine, reading the site through a stage. */
export interface Engine {
  readonly name: EngineName;
  newPage(options: { javaScript: boolean }): Promise<EnginePage>;
  close(): Promise<void>;
}

/** The visitor is far from DeLand in every engine: what depends on time must follow the shop's clock. */
export const VISITOR_TIME_ZONE = "Asia/Tokyo";
