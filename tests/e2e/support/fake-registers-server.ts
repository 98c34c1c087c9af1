/**
 * The e2e run's fake registers (VIES, GISA, Firmenbuch; scripts/lib/fake-registers.ts) as a process of their
 * own, started by playwright.config.ts before the app, which scripts/test-e2e.ts points at them.
 */
import { startFakeRegisters } from "../../../scripts/lib/fake-registers";
import { FAKE_REGISTERS_PORT } from "./fake-registers";

async function main(): Promise<void> {
  const registers = await startFakeRegisters({ port: FAKE_REGISTERS_PORT });
  process.on("SIGTERM", () => {
    void registers.close().finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
