// The npm registry mirror this project is built with serves platform-specific binaries (SWC, Tailwind's oxide,
// unrs-resolver) only for the platforms it hosts, so `npm install` leaves the other platforms' optional packages out
// of package-lock.json and `npm ci` then refuses the lockfile. This adds them back as os/cpu-tagged optional entries:
// npm ci skips them on other platforms and fetches them from the registry on the platform they are for.
// Run after any `npm install` that rewrites the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = ["darwin", "win32", "linux", "android", "freebsd", "openharmony"];
const cpuNames = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p));
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.some((p) => p === "gnu" || p.startsWith("gnueabi"))
      ? "glibc"
      : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const installedAt = [`${path}/node_modules/${name}`, `node_modules/${name}`];
    if (installedAt.some((p) => p in packages)) continue;
    if (!/^\d+\.\d+\.\d+$/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform-specific optional packages to package-lock.json.`);
