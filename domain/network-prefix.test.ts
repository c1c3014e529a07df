import { describe, expect, it } from "vitest";
import { networkPrefix } from "./network-prefix";

describe("the network of a visitor's address", () => {
  it.each([
    ["192.0.2.17", "192.0.2.0/24"],
    ["192.0.2.255", "192.0.2.0/24"],
    ["198.51.100.1", "198.51.100.0/24"],
    [" 10.1.2.3 ", "10.1.2.0/24"],
    ["::ffff:192.0.2.17", "192.0.2.0/24"],
    ["::FFFF:192.0.2.200", "192.0.2.0/24"],
    ["::ffff:c000:0211", "192.0.2.0/24"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1::/48"],
    ["2001:db8:1:ffff::1", "2001:db8:1::/48"],
    ["2001:0DB8:0001::", "2001:db8:1::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
    ["::1", "0:0:0::/48"],
    ["::", "0:0:0::/48"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0::/48"],
  ])("%j is in %j", (address, prefix) => {
    expect(networkPrefix(address)).toBe(prefix);
  });

  it("tells apart addresses of different networks and keeps those of one together", () => {
    expect(networkPrefix("192.0.2.1")).not.toBe(networkPrefix("192.0.3.1"));
    expect(networkPrefix("2001:db8:1::1")).not.toBe(networkPrefix("2001:db8:2::1"));
    expect(networkPrefix("2001:db8:1:aaaa::1")).toBe(networkPrefix("2001:db8:1:bbbb::2"));
  });

  it.each([
    "unknown",
    "",
    "256.1.1.1",
    "1.2.3",
    "1:2:3",
    "1::2::3",
    "1:2:3:4:5:6:7:8:9",
    "g::1",
    "::ffff:300.1.1.1",
  ])("leaves %j, which is not an address, as its own network", (text) => {
    expect(networkPrefix(text)).toBe(text.trim().toLowerCase());
  });
});
