/**
 * @jest-environment node
 */
// The client address for per-IP limits: no header a client sends moves it to another
// bucket; with trusted proxies the entry they appended counts.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  CLIENT_ADDRESS_HEADER,
  establishClientAddress,
  forwardedEntries,
  pickClientAddress,
  UNKNOWN_CLIENT,
} from "@/lib/http/client-address";

describe("pickClientAddress", () => {
  it("takes the peer with no trusted proxy, whatever X-Forwarded-For says", () => {
    expect(pickClientAddress(["6.6.6.6", "10.0.0.7"], 0)).toBe("10.0.0.7");
  });

  it("takes the entry the nearest trusted proxy appended", () => {
    // client wrote 6.6.6.6, nginx appended the visitor 203.0.113.9, the app appended nginx 10.0.0.2
    expect(pickClientAddress(["6.6.6.6", "203.0.113.9", "10.0.0.2"], 1)).toBe("203.0.113.9");
    expect(pickClientAddress(["6.6.6.6", "203.0.113.9", "198.51.100.1", "10.0.0.2"], 2)).toBe("203.0.113.9");
  });

  it("falls back to the peer when the chain is shorter than the trusted hops, and to 'unknown' without entries", () => {
    expect(pickClientAddress(["10.0.0.7"], 2)).toBe("10.0.0.7");
    expect(pickClientAddress([], 0)).toBe(UNKNOWN_CLIENT);
  });

  it("normalises IPv4-mapped IPv6 addresses and parses header lists", () => {
    expect(pickClientAddress(["::ffff:127.0.0.1"], 0)).toBe("127.0.0.1");
    expect(forwardedEntries(["1.1.1.1, 2.2.2.2", " 3.3.3.3 ,"])).toEqual(["1.1.1.1", "2.2.2.2", "3.3.3.3"]);
  });
});

describe("establishClientAddress behind a real socket", () => {
  let server: Server;
  let port: number;
  let hops = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      establishClientAddress(req, hops);
      res.end(
        JSON.stringify({ address: req.headers[CLIENT_ADDRESS_HEADER], forwarded: req.headers["x-forwarded-for"] }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(headers: Record<string, string>): Promise<{ address: string; forwarded: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve(JSON.parse(text)));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("gives 30 requests with rotating X-Forwarded-For and X-Real-IP one address: the peer's", async () => {
    hops = 0;
    const addresses = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const result = await get({
        "x-forwarded-for": `198.51.100.${i}`,
        "x-real-ip": `192.0.2.${i}`,
        [CLIENT_ADDRESS_HEADER]: `203.0.113.${i}`,
      });
      addresses.add(result.address);
    }
    expect([...addresses]).toEqual(["127.0.0.1"]);
  });

  it("with one trusted proxy, uses the entry the proxy appended and passes the chain on", async () => {
    hops = 1;
    const result = await get({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(result.address).toBe("203.0.113.9");
    expect(result.forwarded).toMatch(/^6\.6\.6\.6, 203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
  });
});
