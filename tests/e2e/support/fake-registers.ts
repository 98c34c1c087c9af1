/** Where the e2e run's fake registers listen, and the settings that point the app at them. */
export const FAKE_REGISTERS_PORT = 3213;
const FAKE_GISA_API_KEY = "fake-gisa-key";

/** The app's environment for the fake registers (README, "Official registers"); no Firmenbuch key. */
export function fakeRegistersEnv(): Record<string, string> {
  const base = `http://127.0.0.1:${FAKE_REGISTERS_PORT}`;
  return {
    VIES_BASE_URL: `${base}/vies/rest-api`,
    GISA_BASE_URL: `${base}/gisa-svc-public/GisaPublicV2.svc/xml`,
    GISA_API_KEY: FAKE_GISA_API_KEY,
    FIRMENBUCH_API_KEY: "",
  };
}
