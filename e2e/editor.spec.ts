import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { z } from "zod";
import { readBuildOutputs } from "@/lib/build/adapter.mjs";
import { splitPageFile } from "@/lib/content/page-files";
import { claimSchema, claimsSchema, pricesSchema, specialHoursSchema } from "@/lib/content/site-schema";
import { CLAIMS_FILE, PRICES_FILE } from "@/lib/editor/config";
import { editorYaml } from "@/lib/editor/yaml";
import { formatHours, formatPrice } from "@/lib/format";
import { EDITOR_CONTENT_SECURITY_POLICY, EDITOR_PATH } from "@/lib/security-headers";
import { expect, parseHtml, test } from "./fixtures";
import { servedPage, servedPaths } from "./served-pages";

const EDITOR_PAGE = EDITOR_PATH.slice(0, -1);
const SPECIAL_HOURS = "content/special-hours.yaml";
const NOTICE = "content/notice.yaml";
const SITE = "content/site.yaml";
const SPANISH_SITE = "content/es/site.yaml";
const SPANISH_NOTICE = "content/es/notice.yaml";
/** The confirm toggle's label, as the claims schema gives it. */
const TRUE_FOR_THE_SHOP = z.globalRegistry.get(claimSchema.shape.confirmed)!.title!;

test(
  "the editor's page has its own policy, stays out of search and is linked from no page",
  { tag: "@host" },
  async ({ request, baseURL }) => {
    for (const path of [EDITOR_PAGE, EDITOR_PATH]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-security-policy"], path).toBe(EDITOR_CONTENT_SECURITY_POLICY);
      expect(response.headers()["x-robots-tag"], path).toContain("noindex");
      expect(parseHtml(await response.text())('meta[name="robots"]').attr("content"), path).toContain(
        "noindex",
      );
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(new RegExp(`^Disallow: ${EDITOR_PATH}$`, "m"));
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(EDITOR_PATH.slice(0, -1));
    expect(servedPaths, "test setup: the pages").not.toHaveLength(0);
    for (const path of servedPaths) {
      const { $ } = servedPage(path, baseURL!);
      const links = $("a[href]")
        .map((_, a) => new URL($(a).attr("href")!, "http://x").pathname)
        .get();
      expect(
        links.filter((href) => href.startsWith(EDITOR_PAGE)),
        path,
      ).toEqual([]);
    }
  },
);

/**
 * The editor's local-repository mode over a directory in the browser's origin-private file system, which the test
 * fills with the repository's files and reads back: the directory picker, which a test cannot click through, hands
 * the editor that directory.
 */
async function openWithLocalRepository(page: Page, files: Record<string, string>) {
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle("repository", { create: true }),
    });
  });
  await page.goto(EDITOR_PAGE);
  await page.evaluate(async (entries) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("repository", { create: true });
    await root.getDirectoryHandle(".git", { create: true });
    for (const [path, text] of Object.entries(entries)) {
      const parts = path.split("/");
      let directory = root;
      for (const part of parts.slice(0, -1))
        directory = await directory.getDirectoryHandle(part, { create: true });
      const writable = await (
        await directory.getFileHandle(parts.at(-1)!, { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole("button", { name: /local repository/i }).click();
}

/** Opens the form of one of the shop's files, from the list the editor opens on. */
async function openFile(page: Page, label: string) {
  await page.getByRole("treeitem", { name: "The shop" }).click();
  await page.getByRole("main").getByText(label, { exact: true }).click();
}

/** A file of the repository the editor works on, as it is now. */
const readBack = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
    for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part);
    return (await (await directory.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path.split("/"));

/** What the editor's policy refused, as the page saw it. */
async function refusedByPolicy(page: Page): Promise<{ url: string; directive: string }[]> {
  return page.evaluate(
    () => (window as unknown as { refused: { url: string; directive: string }[] }).refused,
  );
}

/** Every file of a folder of the repository, by path. */
function filesIn(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((name) => [`${dir}/${name}`, readFileSync(`${dir}/${name}`, "utf8")]),
  );
}

/** The lines of `after` that differ from `before`'s, with their numbers; both must have as many lines. */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split("\n"), after.split("\n")];
  expect(now, "the file's lines").toHaveLength(old.length);
  return now.flatMap((line, i) => (line === old[i] ? [] : [`${i + 1}: ${line}`]));
}

/** The editor's pane of one language. */
const pane = (page: Page, language: "English" | "Spanish") =>
  page.getByRole("group", { name: new RegExp(`^Edit\\W*${language}\\W*Content$`) });

/** A field of a form, by its label, scrolled into view (the editor draws a field once it scrolls into view). */
async function field(scope: Locator, label: string): Promise<Locator> {
  const group = scope.getByRole("group", { name: new RegExp(`^\\W*${label}\\W* Field$`) }).first();
  const page = scope.page();
  const box = await scope.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
  for (let tries = 0; tries < 40 && !(await group.count()); tries++) await page.mouse.wheel(0, 400);
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** Types `value` into the field labelled `label` (in the group `within`, where labels repeat). */
async function fill(scope: Locator, label: string, value: string, within?: string) {
  const group = await field(within ? await field(scope, within) : scope, label);
  await group.locator("input, textarea").first().fill(value);
}

/** A page's prose, typed as Markdown (the editor's own switch from its rich text to Markdown). */
async function fillProse(scope: Locator, markdown: string) {
  const group = await field(scope, "Page text");
  await group.getByRole("button", { name: "Edit in Markdown" }).click();
  await group.locator("textarea").fill(markdown);
}

/** The Spanish page's translation state, as the editor shows it. */
const translationState = async (page: Page) =>
  (await field(pane(page, "Spanish"), "Translation")).locator("[data-state]");

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/** The files each task saved, as the editor wrote them: the build below reads them. */
const saved = new Map<string, string>();
/** What each task expects the built pages to show, in English and in Spanish. */
const expectedOnPages: { task: string; en: string; es: string }[] = [];

/** Waits for the editor to write `path`, and keeps what it wrote for the build. */
async function savedFile(page: Page, path: string, before: string | undefined): Promise<string> {
  await expect.poll(() => readBack(page, path).catch(() => undefined), { timeout: 15_000 }).not.toBe(before);
  const text = await readBack(page, path);
  saved.set(path, text);
  return text;
}

/** A day `days` from today on the calendar, written as content writes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A moment `hours` from now on a clock near the shop's, written as content writes it. */
const momentFromNow = (hours: number) =>
  new Date(Date.now() - 5 * 3_600_000 + hours * 3_600_000).toISOString().slice(0, 16);

/** A standard city, the kind most cities are. */
const CITY = readdirSync("content/cities")
  .map((name) => name.replace(/\.md$/, ""))
  .find(
    (key) =>
      (parse(splitPageFile(readFileSync(`content/cities/${key}.md`, "utf8"))!.fields) as { template: string })
        .template === "standard",
  )!;

/** A city that is not on the site yet, with words that keep the build's rules for a city page. */
const newCity = {
  slug: "lake-helen",
  miles: "6",
  minutes: "12",
  en: {
    name: "Lake Helen",
    card: "Laptop and desktop repair for Lake Helen homes, a short drive up the road to our DeLand counter.",
    title: "Laptop and Desktop Computer Repair in Lake Helen",
    description:
      "Lake Helen computer repair: laptops, desktops and home networks, fixed at our DeLand shop a short drive away, with a free quick check.",
    h1: "Laptop and Desktop Computer Repair in Lake Helen",
    services: [
      "Laptop screen replacement",
      "Slow desktop cleanup and tune-ups",
      "Home Wi-Fi setup for Lake Helen houses",
      "Data recovery from failing drives",
      "Keyboard and hinge repair",
      "Help choosing a new computer",
    ],
    prose: [
      "Lake Helen is a small, leafy town about 6 miles from our downtown DeLand shop, close enough that many customers drop a computer off on the way to work and pick it up on the way home. Residents have trusted us with their laptops and desktops for years, and many of them stop by simply to ask a question before buying something new.",
      "## A short trip to the counter",
      "Most Lake Helen drivers reach us by way of Lakeview Drive and the Boulevard, and the ride is easy outside the school rush. There is parking close to our door, so carrying in a heavy desktop tower is not much of a chore. If you would rather not make the trip, call {phone} and ask whether an onsite visit makes sense for your problem.",
      "## Older homes, older computers",
      "Many houses in Lake Helen date back generations, and so do some of the computers inside them. We often see a family desktop that still runs well enough but takes ages to start, or a laptop whose battery gives out before the evening news. A careful cleanup, a fresh solid-state drive or more memory can give that machine a second life, and we will tell you honestly when replacing it is the better choice.",
      "## Working from home in a quiet town",
      "Lake Helen is peaceful, but plenty of residents work remotely and depend on a steady connection. When video calls stutter or files refuse to sync, the fault is not always the computer. We check the laptop first, then talk through the router, the cables and where the signal drops inside the house, so you leave knowing what actually needs fixing. A weak signal in a back office is a common culprit, and it usually costs less to fix than people expect.",
      "## Keeping your files safe",
      "Photos of the grandchildren, tax records and years of email live on hard drives that never warn anyone before they fail. If a drive starts clicking or a folder suddenly goes missing, switch the computer off and bring it in rather than restarting it again and again. We can copy what is still readable to a new drive and set up a simple backup, so the next failure is only an inconvenience.",
      "## Before you come in",
      "Bring the computer, its charger and any passwords we will need to test it. Our technicians give you a free quick check at the counter and a clear estimate before any work starts, and we call you as soon as the repair is done. Questions first? Call {phone}, describe the trouble in your own words, and we will tell you what to bring.",
    ],
  },
  es: {
    card: "Reparación de laptops y computadoras de escritorio para los hogares de Lake Helen, a poca distancia de nuestro taller en DeLand.",
    title: "Reparación de computadoras y laptops en Lake Helen",
    description:
      "Reparación de computadoras en Lake Helen: laptops, computadoras de escritorio y redes de la casa, en nuestro taller de DeLand.",
    h1: "Reparación de computadoras y laptops en Lake Helen",
    services: [
      "Cambio de pantallas de laptop",
      "Limpieza y optimización de computadoras lentas",
      "Instalación de Wi-Fi en casas de Lake Helen",
      "Recuperación de datos de discos que fallan",
      "Reparación de teclados y bisagras",
      "Ayuda para escoger una computadora nueva",
    ],
    prose: [
      "Lake Helen es un pueblo pequeño y arbolado a unas 6 millas de nuestro taller en el centro de DeLand, tan cerca que muchos clientes dejan la computadora camino al trabajo y la recogen al regresar a casa. Los vecinos nos confían sus laptops y computadoras de escritorio desde hace años, y muchos pasan solo para hacer una pregunta antes de comprar algo nuevo.",
      "## Un viaje corto hasta el mostrador",
      "La mayoría de quienes vienen de Lake Helen llegan por Lakeview Drive y el bulevar, y el camino es tranquilo fuera de las horas de entrada a las escuelas. Hay estacionamiento cerca de la puerta, así que cargar una torre pesada no es gran cosa. Si prefiere no hacer el viaje, llame al {phone} y pregunte si una visita a domicilio tiene sentido para su problema.",
      "## Casas antiguas, computadoras antiguas",
      "Muchas casas de Lake Helen tienen generaciones, y algunas de sus computadoras también. Vemos a menudo la computadora de la familia que todavía funciona pero tarda muchísimo en arrancar, o la laptop cuya batería se agota antes del noticiero de la noche. Una buena limpieza, un disco de estado sólido nuevo o más memoria pueden darle una segunda vida, y le diremos con honestidad cuándo conviene más reemplazarla.",
      "## Trabajar desde casa en un pueblo tranquilo",
      "Lake Helen es un lugar apacible, pero muchos residentes trabajan a distancia y dependen de una conexión estable. Cuando las videollamadas se cortan o los archivos no se sincronizan, la culpa no siempre es de la computadora. Revisamos primero la laptop y luego hablamos del router, los cables y los rincones de la casa donde se pierde la señal, para que usted sepa qué hay que arreglar de verdad. Una señal débil en una oficina del fondo es un culpable frecuente, y arreglarla suele costar menos de lo que la gente cree.",
      "## Sus archivos, a salvo",
      "Las fotos de los nietos, los papeles de impuestos y años de correos viven en discos duros que nunca avisan antes de fallar. Si un disco empieza a hacer ruido o una carpeta desaparece de pronto, apague la computadora y tráiganosla en lugar de reiniciarla una y otra vez. Podemos copiar lo que todavía se puede leer a un disco nuevo y dejarle un respaldo sencillo, para que la próxima falla sea solo una molestia.",
      "## Antes de venir",
      "Traiga la computadora, su cargador y las contraseñas que necesitemos para probarla. Nuestros técnicos le hacen una revisión rápida gratis en el mostrador y le dan un presupuesto claro antes de empezar cualquier trabajo, y le llamamos en cuanto la reparación esté lista. ¿Tiene preguntas antes? Llame al {phone}, cuéntenos el problema con sus propias palabras y le diremos qué traer.",
    ],
  },
};

/** Fills the words of a city's page in one language's pane. */
async function fillCityWords(scope: Locator, words: (typeof newCity)["es"]) {
  await fill(scope, "Card text", words.card);
  await fill(scope, "Title", words.title, "In search results");
  await fill(scope, "Description", words.description, "In search results");
  await fill(scope, "Main heading", words.h1);
  const list = await field(scope, "Services list");
  for (const [i, service] of words.services.entries()) {
    await list.getByRole("button", { name: /^Add/ }).click();
    await list.locator("input, textarea").nth(i).fill(service);
  }
  await fillProse(scope, words.prose.join("\n\n"));
}

test("the claims to confirm: ticking one is a one-line change, and that claim is confirmed", async ({
  page,
}) => {
  const claims = claimsSchema.parse(parse(readFileSync(CLAIMS_FILE, "utf8")));
  const names = Object.keys(claims);
  expect(names, "test setup: the claims").not.toHaveLength(0);
  // The last one, well below the first screen, still to confirm here whatever content/claims.yaml says of it.
  const name = names.at(-1)!;
  const unconfirmed = { ...claims, [name]: { ...claims[name]!, confirmed: false } };
  const original = editorYaml(unconfirmed);
  // The claims' words in Spanish are the Spanish file's, which the editor opens beside the English one.
  const spanishClaims = CLAIMS_FILE.replace(/^content\//, "content/es/");
  const spanish = readFileSync(spanishClaims, "utf8");
  await openWithLocalRepository(page, { [CLAIMS_FILE]: original, [spanishClaims]: spanish });
  await openFile(page, "Claims to confirm");

  // The editor draws a group's fields once the group scrolls into view.
  const group = pane(page, "English").getByRole("group", { name: new RegExp(`^\\W*${name}\\W* Field$`) });
  await group.scrollIntoViewIfNeeded();
  await group.getByRole("switch", { name: TRUE_FOR_THE_SHOP, exact: true }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readBack(page, CLAIMS_FILE)).not.toBe(original);
  const saved = await readBack(page, CLAIMS_FILE);
  const lines = original.split("\n");
  expect(saved.split("\n"), "the file's lines").toHaveLength(lines.length);
  const changed = saved.split("\n").filter((line, i) => line !== lines[i]);
  expect(changed, "the lines that changed").toHaveLength(1);
  expect(claimsSchema.parse(parse(saved))).toEqual({
    ...unconfirmed,
    [name]: { ...claims[name]!, confirmed: true },
  });
  expect(await readBack(page, spanishClaims), spanishClaims).toBe(spanish);
});

test.describe.serial("the owner's tasks in the editor, offline, then built and read", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const refused: { url: string; directive: string }[] = [];
      Object.assign(window, { refused });
      document.addEventListener("securitypolicyviolation", (event) =>
        refused.push({ url: event.blockedURI, directive: event.effectiveDirective }),
      );
    });
  });

  test("a price: one line changes, and the build's figure is the new one", async ({ page }) => {
    const original = readFileSync(PRICES_FILE, "utf8");
    const prices = pricesSchema.shape.price.parse((parse(original) as { price: unknown }).price);
    const names = (parse(original) as { price: { name: string }[] }).price.map((entry) => entry.name);
    const index = names.indexOf("diagnostics");
    expect(index, "test setup: the diagnostics price").toBeGreaterThanOrEqual(0);
    const old = prices.diagnostics as number;
    const price = old + 10;
    await openWithLocalRepository(page, { [PRICES_FILE]: original });
    await openFile(page, "Prices and times");
    const list = page.getByRole("group", { name: /^\W*Prices\W* Field$/ });
    await list.locator(`[aria-controls$="-item-${index}-body"]`).click();
    await list.getByLabel("Dollars", { exact: true }).filter({ visible: true }).fill(String(price));
    await save(page);
    const text = await savedFile(page, PRICES_FILE, original);
    expect(changedLines(original, text)).toEqual([
      expect.stringMatching(new RegExp(`^\\d+: +dollars: ${price}$`)),
    ]);
    expectedOnPages.push({ task: "price", en: formatPrice(price, "en"), es: formatPrice(price, "es") });
  });

  test("the weekly hours: one line changes, and the hours lists follow in both languages", async ({
    page,
  }) => {
    const files = { [SITE]: readFileSync(SITE, "utf8"), [SPANISH_SITE]: readFileSync(SPANISH_SITE, "utf8") };
    const hours = (parse(files[SITE]) as { hours: { opens?: string; closes?: string }[] }).hours;
    // A line of open days, closing an hour later: still the same day.
    const index = hours.findIndex((line) => line.closes !== undefined && line.closes < "23:00");
    expect(index, "test setup: a line of open days").toBeGreaterThanOrEqual(0);
    const { opens, closes } = hours[index]! as { opens: string; closes: string };
    const later = `${String(Number(closes.slice(0, 2)) + 1).padStart(2, "0")}${closes.slice(2)}`;
    await openWithLocalRepository(page, files);
    await openFile(page, "Facts and hours");
    const list = await field(pane(page, "English"), "Weekly hours");
    // Every line has the same fields, open or closed: the line's own is the index-th.
    const closesField = list.getByRole("group", { name: /^\W*Closes\W* Field$/ }).nth(index);
    await closesField.scrollIntoViewIfNeeded();
    await closesField.locator("input").fill(later);
    await save(page);
    const text = await savedFile(page, SITE, files[SITE]);
    expect(changedLines(files[SITE], text)).toEqual([
      expect.stringMatching(new RegExp(`^\\d+: +closes: ${later}$`)),
    ]);
    expect(await readBack(page, SPANISH_SITE), "the Spanish file").toBe(files[SPANISH_SITE]);
    expectedOnPages.push({
      task: "weekly hours",
      en: formatHours(opens, later, "en"),
      es: formatHours(opens, later, "es"),
    });
  });

  test("a special day, named in both languages: its own lines; a name too long for the open-now line is refused", async ({
    page,
    baseURL,
  }) => {
    const original = readFileSync(SPECIAL_HOURS, "utf8");
    const days = z.array(specialHoursSchema).parse(parse(original));
    expect(days, "test setup: the special days").not.toHaveLength(0);
    await openWithLocalRepository(page, { [SPECIAL_HOURS]: original });
    await openFile(page, "Special hours");
    // The new day opens alone, so its fields are the only ones in view. Sveltia wraps the words it fills into its
    // labels in Unicode isolates.
    await page.getByRole("button", { name: "Collapse All" }).click();
    await page.getByRole("button", { name: /^Add\W*day\W*$/ }).click();
    const input = async (label: string) => {
      const control = page.getByLabel(label, { exact: true }).filter({ visible: true });
      // The editor draws a field once it scrolls into view.
      await page.mouse.move(640, 400);
      for (let tries = 0; tries < 10 && !(await control.count()); tries++) await page.mouse.wheel(0, 300);
      return control;
    };
    // Within the weeks the pages list coming days for; closed, as a holiday is.
    const newDay = { date: dayFromToday(10), reason: "Staff training", reasonSpanish: "Capacitación" };
    await (await input("Day")).fill(newDay.date);
    await (await input("Closed")).check();
    await (await input("Why (English)")).fill(newDay.reason);
    // Too long for "Hoy cerrado por …": the form refuses to save, and the file stays as it was.
    await (await input("Why (Spanish)")).fill("Capacitación del personal");
    await save(page);
    await expect(page.getByText(/16 characters/).first()).toBeVisible();
    expect(await readBack(page, SPECIAL_HOURS)).toBe(original);

    await (await input("Why (Spanish)")).fill(newDay.reasonSpanish);
    await (await input("Checked")).check();
    await save(page);
    const text = await savedFile(page, SPECIAL_HOURS, original);
    // The other days' lines are as they were; the new day's are added after them, and the build's schema reads them.
    expect(text.startsWith(original), "the lines before the new day").toBe(true);
    const added = z.array(specialHoursSchema).parse(parse(text)).slice(days.length);
    expect(added).toEqual([{ ...newDay, closed: true, confirmed: true }]);
    expectedOnPages.push({ task: "special day", en: newDay.reason, es: newDay.reasonSpanish });

    // The policy refuses what the editor asks of other hosts (its update check, the Git host's status page), and
    // nothing of its own.
    const origin = new URL(baseURL!).origin;
    const ownRefused = (await refusedByPolicy(page)).filter(
      ({ url }) => !/^https?:/.test(url) || new URL(url).origin === origin,
    );
    expect(ownRefused).toEqual([]);
  });

  test("the notice, switched on with its words in both languages", async ({ page }) => {
    const files = {
      [NOTICE]: readFileSync(NOTICE, "utf8"),
      [SPANISH_NOTICE]: readFileSync(SPANISH_NOTICE, "utf8"),
    };
    const notice = {
      en: "Closed early on Friday for a staff meeting; call ahead before you come in.",
      es: "El viernes cerramos temprano por una reunión del personal; llame antes de venir.",
    };
    await openWithLocalRepository(page, files);
    await openFile(page, "Notice");
    const english = pane(page, "English");
    await (await field(english, "Show the notice")).getByRole("switch").check();
    await fill(english, "Text", notice.en);
    await fill(english, "From", momentFromNow(-1));
    await fill(english, "Until", momentFromNow(24 * 7));
    await fill(pane(page, "Spanish"), "Text", notice.es);
    await expect(await translationState(page)).toHaveAttribute("data-state", "current");
    await save(page);
    const englishFile = await savedFile(page, NOTICE, files[NOTICE]);
    const spanishFile = await savedFile(page, SPANISH_NOTICE, files[SPANISH_NOTICE]);
    expect(parse(englishFile)).toMatchObject({ shown: true, text: notice.en });
    expect(parse(spanishFile)).toMatchObject({
      text: notice.es,
      translates: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    expectedOnPages.push({ task: "notice", en: notice.en, es: notice.es });
  });

  test("a Spanish paragraph of a city: one line of its Spanish file changes, and it stays current", async ({
    page,
  }) => {
    const english = `content/cities/${CITY}.md`;
    const spanish = `content/es/cities/${CITY}.md`;
    const files = { ...filesIn("content/cities"), ...filesIn("content/es/cities") };
    const prose = splitPageFile(files[spanish]!)!.prose.trim();
    const [first, ...rest] = prose.split("\n\n");
    const name = (parse(splitPageFile(files[english]!)!.fields) as { name: string }).name;
    const added = `Los vecinos de ${name} nos encuentran sin problema.`;
    await openWithLocalRepository(page, files);
    await page.getByRole("treeitem", { name: "Cities", exact: true }).click();
    await page.getByRole("main").getByText(name, { exact: true }).click();
    await expect(await translationState(page), "the Spanish page follows the English one").toHaveAttribute(
      "data-state",
      "current",
    );
    await fillProse(pane(page, "Spanish"), [`${first} ${added}`, ...rest].join("\n\n"));
    await save(page);
    const text = await savedFile(page, spanish, files[spanish]);
    expect(changedLines(files[spanish]!, text)).toEqual([
      expect.stringMatching(new RegExp(`^\\d+: .*${added}$`)),
    ]);
    expect(await readBack(page, english), "the English file").toBe(files[english]);
    // The English page as it was; the Spanish page with the added sentence.
    const englishFirst = splitPageFile(files[english]!)!.prose.trim().split("\n\n")[0]!;
    expectedOnPages.push({ task: "Spanish paragraph", en: englishFirst, es: added });
  });

  test("a new city in both languages: two files, each in its language, the Spanish one current", async ({
    page,
  }) => {
    const files = { ...filesIn("content/cities"), ...filesIn("content/es/cities") };
    await openWithLocalRepository(page, files);
    await page.getByRole("treeitem", { name: "Cities", exact: true }).click();
    await page.getByRole("button", { name: "Create New Entry" }).click();
    const english = pane(page, "English");
    await fill(english, "Address", newCity.slug);
    await fill(english, "City", newCity.en.name);
    await (await field(english, "County")).getByRole("combobox").click();
    await page.getByRole("option", { name: "Volusia" }).click();
    await fill(english, "Miles from the shop", newCity.miles);
    await fill(english, "Minutes by car", newCity.minutes);
    await fill(english, "Latitude", "28.98", "City centre");
    await fill(english, "Longitude", "-81.23", "City centre");
    await fillCityWords(english, newCity.en);
    const spanish = pane(page, "Spanish");
    await fillCityWords(spanish, newCity.es);
    await expect(await translationState(page)).toHaveAttribute("data-state", "current");
    await save(page);
    for (const [path, words] of [
      [`content/cities/${newCity.slug}.md`, newCity.en],
      [`content/es/cities/${newCity.slug}.md`, newCity.es],
    ] as const) {
      const text = await savedFile(page, path, undefined);
      const page_ = splitPageFile(text)!;
      expect(parse(page_.fields), path).toMatchObject({ meta: { title: words.title }, h1: words.h1 });
      expect(page_.prose.trim(), path).toBe(words.prose.join("\n\n"));
    }
    expectedOnPages.push({ task: "new city", en: newCity.en.h1, es: newCity.es.h1 });
  });

  test("bad input is refused before saving, with a message, and no file changes", async ({ page }) => {
    const files = { ...filesIn("content/cities"), ...filesIn("content/es/cities") };
    const path = `content/cities/${CITY}.md`;
    const name = (parse(splitPageFile(files[path]!)!.fields) as { name: string }).name;
    await openWithLocalRepository(page, files);
    await page.getByRole("treeitem", { name: "Cities", exact: true }).click();
    await page.getByRole("main").getByText(name, { exact: true }).click();
    const english = pane(page, "English");
    const unchanged = async () => {
      for (const file of [path, `content/es/cities/${CITY}.md`])
        expect(await readBack(page, file), file).toBe(files[file]);
    };

    // A required field emptied: the form says so and does not save.
    const spanish = pane(page, "Spanish");
    const heading = (await field(spanish, "Main heading")).locator("input, textarea").first();
    const h1 = await heading.inputValue();
    await heading.fill("");
    await save(page);
    await expect((await field(spanish, "Main heading")).getByText(/required/i)).toBeVisible();
    await unchanged();
    await heading.fill(h1);

    // A distance in words: the number field takes none of it, and says what it wants.
    const miles = (await field(english, "Miles from the shop")).locator("input").first();
    const distance = await miles.inputValue();
    await miles.pressSequentially("eleven");
    await save(page);
    await expect(await field(english, "Miles from the shop")).toContainText(/required|number/i);
    await unchanged();
    await miles.fill(distance);

    // A title within 60 characters as typed, over 60 once {name} is filled: the build's own check refuses it.
    const title = `${"Laptop, desktop and Wi-Fi repairs near ".padEnd(60 - "{name}".length, ".")}{name}`;
    await fill(english, "Title", title, "In search results");
    await save(page);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`${path} › entry "${CITY}" › field "meta.title"`);
    await expect(dialog).toContainText("with {name} filled in");
    await page.screenshot({ path: test.info().outputPath("refused-save.png") });
    await dialog.getByRole("button", { name: "OK" }).click();
    await unchanged();
    await page
      .getByRole("button", { name: /Cancel|Close/ })
      .first()
      .click()
      .catch(() => undefined);
  });

  test("the build reads each change, on the English and the Spanish pages", async () => {
    test.setTimeout(300_000);
    expect([...saved.keys()], "the files the tasks saved").toHaveLength(8);
    // A copy of the repository inside it, so that the build finds the same packages; the saved files laid over it.
    const root = test.info().outputPath("repository");
    rmSync(root, { recursive: true, force: true });
    const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
    });
    // Without the lockfile, the build takes the repository's folder as its root, and its packages with it.
    for (const file of tracked.split("\0").filter((f) => f && f !== "package-lock.json" && existsSync(f))) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), readFileSync(file));
    }
    symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));
    for (const [path, text] of saved) writeFileSync(join(root, path), text);
    execFileSync("npm", ["run", "build:static"], {
      cwd: root,
      stdio: "pipe",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SKIP_BUILD_TYPECHECK: "1" },
    });
    // The pages as the build's adapter lists them, each read once.
    const built = readBuildOutputs("export", { projectDir: root }).pages.map(({ pathname, file }) => ({
      pathname,
      text: parseHtml(readFileSync(file, "utf8"))("body").text(),
    }));
    const isSpanish = (pathname: string) => pathname === "/es" || pathname.startsWith("/es/");
    expect(expectedOnPages.map(({ task }) => task)).toHaveLength(6);
    for (const { task, en, es } of expectedOnPages) {
      expect(
        built.filter((page) => !isSpanish(page.pathname) && page.text.includes(en)),
        `${task}: an English page shows "${en}"`,
      ).not.toEqual([]);
      expect(
        built.filter((page) => isSpanish(page.pathname) && page.text.includes(es)),
        `${task}: a Spanish page shows "${es}"`,
      ).not.toEqual([]);
    }
    const paths = built.map(({ pathname }) => pathname);
    for (const prefix of ["", "/es"])
      expect(paths, `the new city's ${prefix ? "Spanish" : "English"} page`).toContain(
        `${prefix}/${newCity.slug}`,
      );
    // The copy is large; kept only when the test fails, to be looked at.
    rmSync(root, { recursive: true, force: true });
  });
});
