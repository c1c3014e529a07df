/*
 * The network a visitor's address belongs to, for limits that a flood spread over many addresses
 * of one network meets together (docs/decisions/032-flood-without-lockout.md): an IPv4 address's
 * /24, an IPv6 address's /48 (what one tunnel broker or hosting customer gets, and as many homes as
 * a /24 holds addresses). An IPv4 address written as IPv6 (::ffff:a.b.c.d, as a dual-stack socket
 * reports it) is its IPv4 self. Anything that is not an address is its own network.
 */
export const IPV4_PREFIX_BITS = 24;
export const IPV6_PREFIX_BITS = 48;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(text: string): number[] | null {
  if (text.length > 45) return null;
  let address = text;
  // An embedded IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(":");
  if (address.includes(".", lastColon)) {
    const octets = ipv4Octets(address.slice(lastColon + 1));
    if (!octets) return null;
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...head, ...rest].every((group) => HEXTET.test(group))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest].map((g) =>
    parseInt(g, 16),
  );
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups;
}

/** The visitor's network: "192.0.2.0/24", "2001:db8:1::/48", or the text itself when not an address. */
export function networkPrefix(address: string): string {
  const lower = address.trim().toLowerCase();
  // An IPv6 zone ("fe80::1%eth0") names the machine's interface, not the network.
  const zone = lower.indexOf("%");
  const text = zone === -1 ? lower : lower.slice(0, zone);
  const v4 = ipv4Octets(text);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0/${IPV4_PREFIX_BITS}`;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.0/${IPV4_PREFIX_BITS}`;
  return `${groups
    .slice(0, IPV6_PREFIX_BITS / 16)
    .map((g) => g.toString(16))
    .join(":")}::/${IPV6_PREFIX_BITS}`;
}
