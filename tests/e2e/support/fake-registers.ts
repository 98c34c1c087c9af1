/** Where the e2e run's fake registers listen, and the settings that point the app at them. */
export const FAKE_REGISTERS_PORT = 3213;
export const FAKE_GISA_API_KEY = "e2e-gisa-key";

/** The app's environment for the fake registers (see README, "Official registers"). */
export function fakeRegistersEnv(): Record<string, string> {
  const base = `http://127.0.0.1:${FAKE_REGISTERS_PORT}`;
  return {
    VIES_BASE_URL: `${base}/vies`,
    GISA_BASE_URL: `${base}/gisa`,
    GISA_API_KEY: FAKE_GISA_API_KEY,
    FIRMENBUCH_BASE_URL: "",
    FIRMENBUCH_API_KEY: "",
  };
}
