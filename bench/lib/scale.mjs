// Build-time scaling: a throw-away copy of the project with N city pages in total (the real cities plus enough
// synthetic "standard" cities, which pass every content rule). The synthetic copy is never deployed.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { stringify } from "yaml";

/** Top-level or nested paths never copied into the scale project (rebuilt, or irrelevant to a build). */
const SKIP = new Set([
  "node_modules",
  ".next",
  "out",
  ".git",
  "bench",
  "test-results",
  "playwright-report",
  "blob-report",
  "public/og",
  ".generated",
  "tsconfig.tsbuildinfo",
]);

/**
 * Copies the project to `dir` (sources only) and gives it the project's node_modules: hard links first
 * (`cp -al`, fast, and Turbopack resolves them like real files), a full copy if hard links are impossible.
 * A symlinked node_modules is not used: Turbopack refuses node_modules that point outside the project root.
 */
export function prepareScaleProject(root, dir, log = console.log) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Entry by entry: the scale project lives inside the project (bench/.tmp), so the root cannot be copied whole.
  const filter = (src) => !SKIP.has(relative(root, src).split("\\").join("/"));
  for (const name of readdirSync(root)) {
    if (SKIP.has(name)) continue;
    cpSync(join(root, name), join(dir, name), { recursive: true, filter });
  }
  pinTurbopackRoot(dir);
  const started = Date.now();
  let how = "hard links (cp -al)";
  try {
    execFileSync("cp", ["-al", join(root, "node_modules"), join(dir, "node_modules")], { stdio: "pipe" });
  } catch {
    rmSync(join(dir, "node_modules"), { recursive: true, force: true });
    try {
      how = "full copy";
      cpSync(join(root, "node_modules"), join(dir, "node_modules"), {
        recursive: true,
        verbatimSymlinks: true,
      });
    } catch (error) {
      how = "symlink (fallback)";
      rmSync(join(dir, "node_modules"), { recursive: true, force: true });
      symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
      log(`  could not copy node_modules (${error.message}); symlinked it instead`);
    }
  }
  log(
    `  scale project at ${relative(root, dir)}: node_modules by ${how} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return how;
}

/**
 * The copy sits inside the project (bench/.tmp), so Next would find two lockfiles, take the enclosing project as
 * the workspace root and compile far more (about 2.5x the compile time). A wrapper config pins turbopack.root to
 * the copy, which is what Next infers for the project itself; nothing else in the config changes.
 */
function pinTurbopackRoot(dir) {
  const config = ["next.config.ts", "next.config.mjs", "next.config.js"].find((name) =>
    existsSync(join(dir, name)),
  );
  if (!config) return;
  const ext = config.split(".").pop();
  const base = `next.config.bench-base.${ext}`;
  renameSync(join(dir, config), join(dir, base));
  const typed = ext === "ts";
  writeFileSync(
    join(dir, config),
    [
      "// Written by bench/lib/scale.mjs in the throw-away scale copy: the project's own config, with the",
      "// Turbopack root pinned to this copy (it lives inside the project, whose lockfile Next would pick).",
      ...(typed ? ['import type { NextConfig } from "next";'] : []),
      `import base from "./next.config.bench-base${typed ? "" : `.${ext}`}";`,
      "",
      `const config${typed ? ": NextConfig" : ""} = { ...base, turbopack: { ...base.turbopack, root: ${JSON.stringify(dir)} } };`,
      "",
      "export default config;",
      "",
    ].join("\n"),
  );
}

// ---- synthetic content -------------------------------------------------------------------------------------

/** MurmurHash3's 32-bit finalizer: an integer's bits well mixed. */
function mix(x) {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * City `i`'s numbers in [0, 1), the same in every run. Each is a hash of the city and the draw, not the next state
 * of a seeded generator: streams from different seeds of one generator can be the same sequence a few draws apart,
 * which made two synthetic cities one text.
 */
function randomFor(i) {
  let draw = 0;
  return () => mix(mix(draw++) ^ Math.imul(i, 0x9e3779b9)) / 4294967296;
}

// The synthetic copy must pass every content rule, as a real city page does. Each sentence joins short parts picked
// at random, so two pages share few five-word runs ("not one text"); each names its city, so no long sentence is on
// two pages ("sentence once"); it states no figure but the distance ("facts once") and no compass point ("compass
// bearing").
const PEOPLE = [
  "a retired teacher",
  "a night-shift nurse",
  "a landscaper",
  "a bakery owner",
  "a college student",
  "a real estate agent",
  "a church secretary",
  "a high school coach",
  "a bookkeeper",
  "a dog groomer",
  "a wedding photographer",
  "a plumber",
  "a florist",
  "a grandmother",
  "a young couple",
  "a veterinarian",
  "a marina manager",
  "an insurance agent",
  "a librarian",
  "a music teacher",
];
const TREES = [
  "Magnolia",
  "Cypress",
  "Live Oak",
  "Palmetto",
  "Sabal",
  "Hickory",
  "Laurel",
  "Sweetgum",
  "Dogwood",
  "Pecan",
  "Willow",
  "Cedar",
  "Juniper",
  "Mimosa",
  "Orange Blossom",
  "Sycamore",
];
const STREET_KINDS = ["Lane", "Drive", "Court", "Avenue", "Circle", "Road", "Trail", "Way"];
const CONDITIONS = [
  "an aging",
  "a nearly new",
  "a well-used",
  "a secondhand",
  "a hand-me-down",
  "a sticker-covered",
  "a dusty",
  "a much-loved",
];
const BRANDS = ["Dell", "HP", "Lenovo", "Acer", "Asus", "Toshiba", "Samsung", "MSI", "Gateway", "Alienware"];
const DEVICES = ["laptop", "desktop", "all-in-one", "tablet", "gaming tower", "notebook", "workstation"];
/** A fault and what was done about it, each in a few words. */
const JOBS = [
  ["a cracked screen", "we fitted a new panel"],
  ["a dead battery", "we swapped the battery"],
  ["a loose charging port", "we rebuilt the port"],
  ["a clicking hard drive", "we moved everything to a solid-state drive"],
  ["a sticky keyboard", "we replaced the keyboard"],
  ["a whining fan", "we cleaned and replaced the fan"],
  ["a swollen battery", "we removed it safely and fitted another"],
  ["a failed update", "we repaired the system files"],
  ["scareware pop-ups", "we cleaned out the malware"],
  ["a forgotten password", "we reset the account"],
  ["a broken hinge", "we rebuilt the hinge"],
  ["a flickering backlight", "we replaced the display cable"],
  ["random shutdowns", "we traced it to a worn power supply"],
  ["spilled lemonade", "we cleaned the board"],
  ["a boot loop", "we reinstalled the operating system"],
  ["a dead USB port", "we resoldered the port"],
  ["constant overheating", "we renewed the thermal paste"],
  ["a weak Wi-Fi signal", "we fitted a better antenna"],
];
const MOMENTS = [
  "Last spring",
  "One rainy Tuesday",
  "Just before exams",
  "During hurricane season",
  "After a power outage",
  "Over the holidays",
  "On a busy Saturday",
  "Early one Monday",
  "Right after a move",
  "During tax season",
  "Before a family trip",
  "Late one Friday",
];
const OUTCOMES = [
  "and it has run smoothly since",
  "and the files all came through",
  "and it boots quickly again",
  "and it went home that week",
  "and the owner kept every photo",
  "and it runs quieter than before",
  "and it is back in daily use",
  "and nothing was lost",
];
const HEADINGS = ["Repairs from around", "Who brings us work from", "Recent jobs for", "Home offices in"];

const capitalize = (text) => text[0].toUpperCase() + text.slice(1);

function sentence(next, name) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const street = `${pick(TREES)} ${pick(STREET_KINDS)}`;
  const machine = `${pick(CONDITIONS)} ${pick(BRANDS)} ${pick(DEVICES)}`;
  const [fault, fix] = pick(JOBS);
  const forms = [
    () =>
      `${pick(MOMENTS)}, ${pick(PEOPLE)} from ${street} in ${name} brought us ${machine} with ${fault}; ${fix}.`,
    () =>
      `${capitalize(pick(PEOPLE))} near ${street} in ${name} called about ${fault} on ${machine}, so ${fix}.`,
    () => `In ${name}, ${pick(PEOPLE)} on ${street} dropped off ${machine} with ${fault}, ${pick(OUTCOMES)}.`,
    () =>
      `${capitalize(machine)} from ${street} in ${name} came in with ${fault}; ${fix}, ${pick(OUTCOMES)}.`,
  ];
  return pick(forms)();
}

function paragraph(next, name, sentences = 3) {
  return Array.from({ length: sentences }, () => sentence(next, name)).join(" ");
}

const pad = (i) => String(i).padStart(4, "0");

/** One synthetic standard city: its file, like content/cities/deltona.md (its fields at the top, then its prose). */
function syntheticCity(i) {
  const next = randomFor(i);
  const slug = `synthville-${pad(i)}`;
  const name = `Synthville ${pad(i)}`;
  const miles = 5 + (i % 45);
  const driveMinutes = 10 + miles;
  const title = `Laptop and Desktop Computer Repair in ${name}`;
  const city = {
    template: "standard",
    slug,
    name,
    county: ["Volusia", "Seminole", "Orange", "Brevard", "Lake", "Flagler"][i % 6],
    distanceFromDeland: miles,
    driveMinutes,
    coordinates: {
      latitude: Number((28.3 + next()).toFixed(2)),
      longitude: Number((-81.9 + next()).toFixed(2)),
    },
    description: `${name} is a synthetic benchmark town about ${miles} miles from our DeLand counter, with laptop, desktop and Wi-Fi repairs.`,
    meta: {
      title,
      description: `Synthetic benchmark page ${pad(i)}: laptop, desktop, virus and Wi-Fi repair for ${name}, generated only to time the build.`,
    },
    h1: title,
    servicesChecklist: [
      `Computer repair for ${name} homes`,
      "Laptop screen and hinge repair",
      "Virus removal and tune-ups",
      "Memory and solid-state drive upgrades",
      "Wi-Fi troubleshooting and mesh setup",
      "Data recovery from failing drives",
    ],
  };
  const intro = `From ${name} our downtown DeLand shop is about ${miles} miles away, a ${driveMinutes}-minute drive. ${sentence(next, name)}`;
  const sections = HEADINGS.map((heading) => ({
    heading: `${heading} ${name}`,
    paragraphs: [paragraph(next, name), paragraph(next, name)],
  }));
  const fields = `# Synthetic city for the build-time benchmark (bench/run.mjs). Never deployed.\n${stringify(city)}`;
  const markdown = [
    intro,
    ...sections.map((section) => [`## ${section.heading}`, ...section.paragraphs].join("\n\n")),
  ].join("\n\n");
  return {
    slug,
    file: `---\n${fields}---\n\n${markdown}\n`,
    words: countWords([intro, ...sections.flatMap((s) => s.paragraphs)].join(" ")),
  };
}

function countWords(text) {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/**
 * Makes content/cities/ in `dir` hold the real cities plus (total - real) synthetic ones. Returns the number of
 * city pages and the fewest body words of a synthetic one.
 */
export function writeCities(dir, total) {
  const citiesDir = join(dir, "content/cities");
  for (const name of readdirSync(citiesDir))
    if (name.startsWith("synthville-")) rmSync(join(citiesDir, name));
  const real = readdirSync(citiesDir).filter((name) => name.endsWith(".md")).length;
  let synthetic = 0;
  let minWords = Infinity;
  for (let i = 1; i <= Math.max(0, total - real); i++) {
    const { slug, file, words } = syntheticCity(i);
    writeFileSync(join(citiesDir, `${slug}.md`), file);
    synthetic++;
    minWords = Math.min(minWords, words);
  }
  return {
    cities: real + synthetic,
    real,
    synthetic,
    minSyntheticWords: synthetic ? minWords : null,
  };
}

export function removeScaleProject(dir) {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
