// Serves the static export with Debian's nginx, configured by the generated out/nginx.conf exactly as
// docs/deploying.md tells a user to include it: an http {} block that includes the file, with its `listen` and
// `root` lines set for this machine (here a loopback port and the export's directory). Everything nginx writes goes
// to a temporary prefix, it runs in the foreground as the current user, and the temporary files go when it stops.
// Usage: node scripts/serve-nginx.mjs [export directory] [port]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { dirname, join, resolve } from "node:path";

const [root = "out", port = "3200"] = process.argv.slice(2);
const exportDir = resolve(root);

const nginx = ["nginx", "/usr/sbin/nginx"].find((command) => !spawnSync(command, ["-v"]).error);
if (!nginx) {
  console.error(
    "nginx is not installed. The static e2e pass serves out/ with it: `apt-get install nginx-light` on Debian or " +
      "Ubuntu, `brew install nginx` on macOS (see README, section What the tests need).",
  );
  process.exit(1);
}

/** The directory of nginx's own configuration (for mime.types), from the build options it reports. */
const confDir = dirname(
  /--conf-path=(\S+)/.exec(spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr)?.[1] ??
    "/etc/nginx/nginx.conf",
);

/** out/nginx.conf with exactly its one `listen` and one `root` line set, as a user edits them. */
function siteBlock() {
  let block = readFileSync(join(exportDir, "nginx.conf"), "utf8");
  for (const [directive, value] of [
    ["listen", `127.0.0.1:${port}`],
    ["root", JSON.stringify(exportDir)],
  ]) {
    const line = new RegExp(`^(\\s*)${directive} [^;]+;$`, "m");
    const count = block.match(new RegExp(line, "gm"))?.length ?? 0;
    if (count !== 1)
      throw new Error(`${root}/nginx.conf: expected one \`${directive}\` line, found ${count}`);
    block = block.replace(line, `$1${directive} ${value};`);
  }
  return block;
}

const prefix = mkdtempSync(join(tmpdir(), "serve-nginx-"));
writeFileSync(join(prefix, "site.conf"), siteBlock());
const temp = (name) => `${name}_temp_path ${join(prefix, name)};`;
writeFileSync(
  join(prefix, "nginx.conf"),
  `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ""}
pid ${join(prefix, "nginx.pid")};
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    include ${JSON.stringify(join(confDir, "mime.types"))};
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}

    include ${JSON.stringify(join(prefix, "site.conf"))};
}
`,
);

const server = spawn(nginx, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "inherit" });
console.log(`Serving ${exportDir} with nginx on http://127.0.0.1:${port}`);

const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill("SIGQUIT"));
server.on("exit", (code) => {
  removePrefix();
  process.exit(code ?? 1);
});
