// Generates the Prisma client offline. `prisma generate` would otherwise try to download the
// schema-engine binary, which these machines cannot reach; pointing PRISMA_SCHEMA_ENGINE_BINARY at
// any existing file skips that (generation itself is pure JS/WASM). See docs/architecture.md, "Database".
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const packageJson = fileURLToPath(new URL("../package.json", import.meta.url));
const result = spawnSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? packageJson },
});
process.exit(result.status ?? 1);
