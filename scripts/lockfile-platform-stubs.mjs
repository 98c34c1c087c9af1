// Adds lockfile entries for optional platform packages (other OS/CPU builds of next's SWC,
// Tailwind's oxide, eslint's resolver) that the package registry reachable here does not serve.
// Without them `npm install` leaves them out of package-lock.json and `npm ci` then refuses the
// lock as "out of sync". The stubs carry only version, os, cpu and libc, so npm skips them on
// this platform exactly as it would skip the real entries. Run after every `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

// Platform tags from the package name, e.g. "swc-darwin-arm64", "oxide-linux-arm-gnueabihf".
function platformOf(name) {
  const os = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "wasm32"].find(
    (o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`),
  );
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasi"].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  const libc = name.includes("musl") ? ["musl"] : name.includes("-gnu") ? ["glibc"] : undefined;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "node_modules" : `${path}/node_modules`;
    const candidates = [`${base}/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const fields = { ...platformOf(dep), optional: true, ...(entry.dev ? { dev: true } : {}) };
    // Key order as npm writes it (version first, the rest alphabetical), so `npm install` keeps the file as is.
    packages[`node_modules/${dep}`] = {
      version,
      ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} optional platform stub(s) added`);
