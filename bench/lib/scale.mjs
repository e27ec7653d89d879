// Build-time scaling: a throw-away copy of the project with N city pages in total (the 20 real cities plus
// N - 20 synthetic "standard" cities that pass the content schema). The synthetic copy is never deployed.
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

/** Small deterministic PRNG so every run builds the same synthetic text. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  "The laptop",
  "A family desktop",
  "The home router",
  "A school notebook",
  "The office printer",
  "An older gaming tower",
  "A small business server",
  "The shared tablet",
  "A customer's MacBook",
  "The spare workstation",
];
const VERBS = [
  "usually needs",
  "often gets",
  "can benefit from",
  "comes in for",
  "is booked for",
  "typically receives",
  "is checked for",
  "may need",
];
const OBJECTS = [
  "a careful diagnosis before any parts are ordered",
  "a new solid-state drive and a fresh operating system",
  "a thorough virus cleanup and a tune-up",
  "a replacement screen fitted on the bench",
  "a battery swap that takes about an hour",
  "a charging port repair with a written estimate",
  "a memory upgrade that costs far less than a new machine",
  "a Wi-Fi survey of every room in the house",
  "data recovery from a failing hard drive",
  "a hinge repair and a keyboard cleaning",
];
const TAILS = [
  "and most of these jobs are finished within two days",
  "so the customer knows the price before we start",
  "which is why we test everything twice before pickup",
  "while the owner waits at the counter or runs errands downtown",
  "and the warranty covers parts and labor",
  "because a quick check at the counter is always free",
  "after we back up the important files first",
  "with loaner equipment available when work cannot wait",
];

function sentence(next, name) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const place = next() < 0.5 ? ` in ${name}` : "";
  return `${pick(SUBJECTS)}${place} ${pick(VERBS)} ${pick(OBJECTS)}, ${pick(TAILS)}.`;
}

function paragraph(next, name, sentences = 3) {
  return Array.from({ length: sentences }, () => sentence(next, name)).join(" ");
}

const pad = (i) => String(i).padStart(4, "0");

/** One synthetic standard city module (TypeScript source, like content/cities/deltona.ts). */
export function syntheticCity(i) {
  const next = rng(i * 7919 + 17);
  const slug = `synthville-${pad(i)}`;
  const name = `Synthville ${pad(i)}`;
  const miles = 5 + (i % 45);
  const city = {
    template: "standard",
    slug,
    name,
    county: ["Volusia", "Seminole", "Orange", "Brevard", "Lake", "Flagler"][i % 6],
    distanceFromDeland: miles,
    driveMinutes: Math.min(120, 10 + miles),
    description: `${name} is a synthetic benchmark town about ${miles} miles from our DeLand counter, with laptop, desktop and Wi-Fi repairs.`,
    meta: {
      title: `Computer Repair in ${name} (benchmark page)`,
      description: `Synthetic benchmark page ${pad(i)}: laptop, desktop, virus and Wi-Fi repair for ${name}, generated only to time the build.`,
    },
    h1: `Computer Repair in ${name}`,
    intro: `From ${name} our downtown DeLand shop is about ${miles} miles away. ${sentence(next, name)}`,
    sections: [1, 2, 3, 4].map((n) => ({
      heading: `What ${name} customers bring us, part ${n}`,
      paragraphs: [paragraph(next, name), paragraph(next, name)],
    })),
    servicesChecklist: [
      `Onsite computer repair in ${name}`,
      "Laptop screen and hinge repair",
      "Virus removal and tune-ups",
      "Memory and solid-state drive upgrades",
      "Wi-Fi troubleshooting and mesh setup",
      "Data recovery from failing drives",
    ],
  };
  const source = `import type { CityInput } from "@/lib/content/schema";\n\n// Synthetic city for the build-time benchmark (bench/run.mjs). Never deployed.\nconst city: CityInput = ${JSON.stringify(city, null, 2)};\n\nexport default city;\n`;
  return {
    slug,
    source,
    words: countWords([city.intro, ...city.sections.flatMap((s) => s.paragraphs)].join(" ")),
  };
}

function countWords(text) {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/**
 * Makes content/cities/ in `dir` hold the real cities plus (total - real) synthetic ones and rewrites
 * content/cities/index.ts to list them all. Returns the number of city pages and the fewest body words.
 */
export function writeCities(dir, total) {
  const citiesDir = join(dir, "content/cities");
  for (const name of readdirSync(citiesDir))
    if (name.startsWith("synthville-")) rmSync(join(citiesDir, name));
  const real = readdirSync(citiesDir)
    .filter((name) => name.endsWith(".ts") && name !== "index.ts")
    .map((name) => name.replace(/\.ts$/, ""))
    .sort();
  const synthetic = [];
  let minWords = Infinity;
  for (let i = 1; i <= Math.max(0, total - real.length); i++) {
    const { slug, source, words } = syntheticCity(i);
    writeFileSync(join(citiesDir, `${slug}.ts`), source);
    synthetic.push(slug);
    minWords = Math.min(minWords, words);
  }
  const all = [...real, ...synthetic];
  const id = (slug, i) => `city${i}_${slug.replace(/-/g, "_")}`;
  const index = [
    "// Generated by bench/lib/scale.mjs for the build-time benchmark: the real cities plus synthetic ones.",
    ...all.map((slug, i) => `import ${id(slug, i)} from "./${slug}";`),
    "",
    "const cityFiles: Record<string, unknown> = {",
    ...all.map((slug, i) => `  ${JSON.stringify(slug)}: ${id(slug, i)},`),
    "};",
    "",
    "export default cityFiles;",
    "",
  ].join("\n");
  writeFileSync(join(citiesDir, "index.ts"), index);
  return {
    cities: all.length,
    real: real.length,
    synthetic: synthetic.length,
    minSyntheticWords: synthetic.length ? minWords : null,
  };
}

export function removeScaleProject(dir) {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
