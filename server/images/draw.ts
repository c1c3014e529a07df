import { spinProjection } from "#domain/spin";
/*
 * Drawn images for the demo data: vehicles as body-type silhouettes in the car's colour from
 * several angles, spin frames, make logos, banners, location and promo pictures. Each is an SVG
 * built from its source path alone ("draw/car/suv/1f3a5c/front-quarter"), so images need no storage
 * and no network; the image endpoint rasterises and resizes them like any stored photo.
 */

const W = 1200;
const H = 800;

type Silhouette = { body: string; cabin: string; wheels: [number, number]; wheelR: number };

// Side profiles on a 1200x800 canvas, ground line at y=600.
const SILHOUETTES: Record<string, Silhouette> = {
  sedan: {
    body: "M120 520 Q120 470 180 460 L380 440 L470 360 Q500 340 560 338 L760 338 Q820 340 860 380 L930 440 L1040 460 Q1090 470 1090 520 L1090 560 L120 560 Z",
    cabin:
      "M410 440 L490 370 Q510 356 560 356 L640 356 L640 440 Z M660 356 L750 356 Q800 358 830 390 L880 440 L660 440 Z",
    wheels: [300, 900],
    wheelR: 70,
  },
  hatchback: {
    body: "M140 520 Q140 470 200 458 L390 440 L490 350 Q520 330 580 330 L860 330 Q920 332 950 380 L1000 470 Q1040 480 1040 520 L1040 560 L140 560 Z",
    cabin:
      "M430 440 L510 366 Q530 350 580 350 L680 350 L680 440 Z M700 350 L850 350 Q890 352 910 390 L940 440 L700 440 Z",
    wheels: [310, 870],
    wheelR: 72,
  },
  suv: {
    body: "M120 530 Q120 460 180 450 L340 430 L430 310 Q450 290 510 290 L960 290 Q1010 292 1030 340 L1060 450 Q1090 460 1090 520 L1090 570 L120 570 Z",
    cabin:
      "M380 430 L460 326 Q476 310 520 310 L680 310 L680 430 Z M700 310 L940 310 Q985 312 1000 350 L1020 430 L700 430 Z",
    wheels: [300, 910],
    wheelR: 82,
  },
  ute: {
    body: "M110 530 Q110 470 170 460 L320 440 L400 320 Q420 300 470 300 L690 300 L720 440 L1100 440 L1100 570 L110 570 Z",
    cabin: "M360 440 L430 334 Q446 318 480 318 L560 318 L560 440 Z M580 318 L680 318 L700 440 L580 440 Z",
    wheels: [290, 930],
    wheelR: 82,
  },
  wagon: {
    body: "M120 520 Q120 470 180 460 L370 440 L460 350 Q490 332 550 332 L990 336 Q1040 340 1060 400 L1080 470 Q1100 480 1100 520 L1100 560 L120 560 Z",
    cabin:
      "M400 440 L480 364 Q500 350 550 350 L700 350 L700 440 Z M720 350 L980 352 Q1020 356 1035 400 L1048 440 L720 440 Z",
    wheels: [300, 920],
    wheelR: 72,
  },
  van: {
    body: "M140 560 L140 300 Q140 250 200 250 L1000 250 Q1060 250 1070 320 L1090 470 Q1100 500 1100 560 Z",
    cabin: "M870 280 L1000 280 Q1040 282 1048 330 L1062 420 L870 420 Z",
    wheels: [300, 930],
    wheelR: 76,
  },
  coupe: {
    body: "M110 530 Q110 480 180 468 L420 446 L540 370 Q580 352 640 352 L760 356 Q830 362 880 420 L940 452 L1060 470 Q1100 482 1100 530 L1100 556 L110 556 Z",
    cabin: "M470 446 L560 384 Q590 370 640 370 L760 374 Q810 380 850 420 L870 446 Z",
    wheels: [300, 920],
    wheelR: 70,
  },
  convertible: {
    body: "M110 530 Q110 480 180 468 L460 452 L520 420 L560 452 L1060 470 Q1100 482 1100 530 L1100 556 L110 556 Z",
    cabin: "M540 430 L600 400 L610 452 L560 452 Z",
    wheels: [300, 920],
    wheelR: 70,
  },
  "people-mover": {
    body: "M130 530 Q130 460 190 450 L330 430 L450 300 Q470 282 530 282 L1000 284 Q1050 290 1065 350 L1080 460 Q1100 470 1100 520 L1100 570 L130 570 Z",
    cabin:
      "M380 430 L480 318 Q494 302 540 302 L700 302 L700 430 Z M720 302 L990 304 Q1030 308 1042 356 L1052 430 L720 430 Z",
    wheels: [310, 920],
    wheelR: 78,
  },
  "cab-chassis": {
    body: "M110 530 Q110 470 170 460 L320 440 L400 320 Q420 300 470 300 L690 300 L720 470 L1100 470 L1100 520 L720 520 L720 570 L110 570 Z",
    cabin: "M360 440 L430 334 Q446 318 480 318 L560 318 L560 440 Z M580 318 L680 318 L700 440 L580 440 Z",
    wheels: [290, 930],
    wheelR: 82,
  },
  caravan: {
    body: "M200 540 L200 260 Q200 200 270 200 L1000 200 Q1080 200 1080 280 L1080 540 Z M60 520 L200 500 L200 520 L60 530 Z",
    cabin:
      "M300 280 L480 280 L480 380 L300 380 Z M820 280 L980 280 L980 380 L820 380 Z M560 260 L680 260 L680 520 L560 520 Z",
    wheels: [640, 640],
    wheelR: 62,
  },
  "camper-trailer": {
    body: "M260 540 L260 380 Q260 340 310 340 L980 340 Q1030 340 1030 390 L1030 540 Z M80 520 L260 500 L260 520 L80 530 Z",
    cabin: "M320 380 L960 380 L960 420 L320 420 Z",
    wheels: [660, 660],
    wheelR: 68,
  },
  motorhome: {
    body: "M110 570 L110 240 Q110 190 180 190 L900 190 Q960 190 980 260 L1000 340 L1080 380 Q1110 400 1110 460 L1110 570 Z",
    cabin:
      "M920 260 Q940 262 950 300 L968 360 L880 360 L880 260 Z M220 260 L420 260 L420 360 L220 360 Z M500 260 L640 260 L640 360 L500 360 Z",
    wheels: [280, 900],
    wheelR: 80,
  },
  "light-truck": {
    body: "M100 560 L100 230 L760 230 L760 560 Z M780 560 L780 300 Q780 250 840 250 L1010 250 Q1060 252 1080 330 L1100 450 L1100 560 Z",
    cabin: "M850 280 L1000 280 Q1040 282 1052 340 L1064 410 L850 410 Z",
    wheels: [260, 960],
    wheelR: 80,
  },
};

/** The views a car is drawn from: its photos go round them, then round again as "-1" and "-2". */
export const CAR_VIEWS = [
  "front-quarter",
  "side",
  "rear-quarter",
  "front",
  "rear",
  "side-right",
  "interior",
  "dash",
  "rear-seats",
  "wheel",
  "boot",
];

/** Caravans and motorhomes are photographed for what you live in, not a dashboard and a boot. */
export const LIVING_VIEWS = [
  "front-quarter",
  "side",
  "rear-quarter",
  "lounge",
  "kitchen",
  "bed",
  "rear",
  "side-right",
  "wheel",
];

/** Every car view a page links to: each view on its own and in the two later rounds, and the spin's inside. */
const DRAWN_VIEWS = new Set(
  [...CAR_VIEWS, ...LIVING_VIEWS].flatMap((view) => [view, `${view}-1`, `${view}-2`]).concat("interior-360"),
);

const PROMO_TEXT: Record<string, string> = {
  trade: "WE WANT YOUR CAR",
  finance: "LOW-RATE FINANCE",
  sale: "SALE NOW ON",
  service: "SERVICE SPECIAL",
};

/**
 * What may be drawn beyond the fixed vocabulary of this file (bodies, views, promo themes): the
 * colours, makes, locations and marks the sites' pages link to (server/images/drawable.ts).
 */
export type Drawable = {
  /** Six hex digits, spelled as the pages spell them. */
  colours: ReadonlySet<string>;
  makes: ReadonlySet<string>;
  locations: ReadonlySet<string>;
  marks: ReadonlySet<string>;
};

function escapeXml(text: string) {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

function shade(hex: string, amount: number) {
  const n = parseInt(hex, 16);
  const ch = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return ((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, "0");
}

function wheel(cx: number, cy: number, r: number) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1b1b"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#9aa0a6"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="#4a4f55"/>`;
}

function studio(background: string, inner: string, floor = true) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#${background}"/><stop offset="1" stop-color="#${shade(background, -28)}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    (floor ? `<ellipse cx="600" cy="640" rx="520" ry="36" fill="#000" opacity="0.18"/>` : "") +
    inner +
    `</svg>`
  );
}

/** A vehicle side profile; `flip` mirrors it, `skew` fakes a three-quarter view. */
function sideView(s: Silhouette, hex: string, transform = "") {
  const [w1, w2] = s.wheels;
  const groundY = 600 - 0;
  return (
    `<g transform="${transform}">` +
    `<path d="${s.body}" fill="#${hex}" stroke="#${shade(hex, -60)}" stroke-width="6"/>` +
    `<path d="${s.cabin}" fill="#1d2a36" opacity="0.85"/>` +
    `<path d="${s.body}" fill="url(#shine)" opacity="0.25"/>` +
    wheel(w1, groundY - s.wheelR + 20, s.wheelR) +
    (w2 !== w1 ? wheel(w2, groundY - s.wheelR + 20, s.wheelR) : "") +
    `</g>`
  );
}

function frontView(hex: string, tall: boolean, rear: boolean) {
  const top = tall ? 250 : 320;
  return (
    `<g>` +
    `<rect x="330" y="${top + 120}" width="540" height="${560 - top - 120}" rx="40" fill="#${hex}" stroke="#${shade(hex, -60)}" stroke-width="6"/>` +
    `<path d="M380 ${top + 125} L430 ${top} L770 ${top} L820 ${top + 125} Z" fill="#${shade(hex, -15)}"/>` +
    `<path d="M410 ${top + 115} L450 ${top + 20} L750 ${top + 20} L790 ${top + 115} Z" fill="#1d2a36" opacity="0.85"/>` +
    `<rect x="360" y="${top + 170}" width="110" height="40" rx="14" fill="${rear ? "#c0262d" : "#f5f3e6"}"/>` +
    `<rect x="730" y="${top + 170}" width="110" height="40" rx="14" fill="${rear ? "#c0262d" : "#f5f3e6"}"/>` +
    (rear
      ? `<rect x="520" y="${top + 240}" width="160" height="44" rx="4" fill="#f5f5f5" stroke="#333" stroke-width="3"/>`
      : `<rect x="500" y="${top + 170}" width="200" height="70" rx="10" fill="#222"/>`) +
    `<rect x="340" y="540" width="80" height="70" rx="12" fill="#1b1b1b"/><rect x="780" y="540" width="80" height="70" rx="12" fill="#1b1b1b"/>` +
    `</g>`
  );
}

function interior(hex: string, view: string) {
  const trim = shade(hex, -40);
  if (view.startsWith("rear-seats") || view.startsWith("boot")) {
    return `<rect x="180" y="300" width="840" height="360" rx="60" fill="#2b2b2e"/><rect x="220" y="330" width="360" height="260" rx="40" fill="#3a3a3f"/><rect x="620" y="330" width="360" height="260" rx="40" fill="#3a3a3f"/><rect x="180" y="620" width="840" height="40" fill="#${trim}"/>`;
  }
  return (
    `<rect x="0" y="440" width="1200" height="360" fill="#222326"/>` +
    `<path d="M0 440 Q600 330 1200 440 L1200 520 L0 520 Z" fill="#2e2f33"/>` +
    `<rect x="520" y="430" width="220" height="130" rx="12" fill="#0f1720" stroke="#${trim}" stroke-width="6"/>` +
    `<circle cx="330" cy="560" r="150" fill="none" stroke="#141414" stroke-width="34"/><circle cx="330" cy="560" r="36" fill="#${trim}"/>` +
    `<rect x="0" y="440" width="1200" height="12" fill="#${trim}" opacity="0.8"/>`
  );
}

/** Inside a caravan or motorhome: the lounge, the kitchen and the bed. */
function living(hex: string, view: string) {
  const trim = shade(hex, -40);
  const floor = `<rect x="0" y="620" width="1200" height="180" fill="#b89a74"/>`;
  const windowPane = `<rect x="430" y="140" width="340" height="180" rx="30" fill="#cfe4f2" stroke="#${trim}" stroke-width="10"/>`;
  if (view === "kitchen")
    return (
      floor +
      windowPane +
      `<rect x="120" y="420" width="960" height="200" fill="#e8e2d6"/><rect x="120" y="400" width="960" height="30" fill="#${trim}"/>` +
      `<circle cx="360" cy="400" r="40" fill="#444"/><circle cx="480" cy="400" r="40" fill="#444"/><rect x="700" y="370" width="220" height="40" rx="8" fill="#9aa3ab"/>`
    );
  if (view === "bed")
    return (
      floor +
      windowPane +
      `<rect x="200" y="420" width="800" height="200" rx="20" fill="#f4f1ea"/><rect x="200" y="380" width="800" height="60" rx="20" fill="#${hex}"/>` +
      `<rect x="260" y="350" width="240" height="70" rx="30" fill="#fff"/><rect x="700" y="350" width="240" height="70" rx="30" fill="#fff"/>`
    );
  return (
    floor +
    windowPane +
    `<rect x="120" y="440" width="960" height="180" rx="30" fill="#${hex}"/><rect x="120" y="380" width="960" height="90" rx="30" fill="#${trim}"/>` +
    `<rect x="480" y="520" width="240" height="100" rx="10" fill="#8a6b4a"/>`
  );
}

function detail(hex: string, view: string) {
  if (view.startsWith("wheel")) {
    return (
      `<rect x="0" y="0" width="1200" height="800" fill="#${hex}"/>` +
      wheel(600, 420, 300) +
      `<path d="M240 120 Q600 -20 960 120" stroke="#${shade(hex, -60)}" stroke-width="30" fill="none"/>`
    );
  }
  return `<rect x="0" y="0" width="1200" height="800" fill="#${shade(hex, -30)}"/><rect x="150" y="200" width="900" height="420" rx="30" fill="#${hex}"/>`;
}

const SHINE = `<defs><linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`;

export function drawCar(body: string, hex: string, view: string): string {
  const s = SILHOUETTES[body] ?? SILHOUETTES.sedan!;
  const base = view.replace(/-\d+$/, "");
  const background = view.endsWith("-1") ? "d7dde3" : view.endsWith("-2") ? "efe7da" : "eef1f4";
  const tall = [
    "suv",
    "van",
    "people-mover",
    "motorhome",
    "light-truck",
    "caravan",
    "ute",
    "cab-chassis",
  ].includes(body);
  switch (base) {
    case "side":
      return studio(background, SHINE + sideView(s, hex));
    case "side-right":
      return studio(background, SHINE + sideView(s, hex, "translate(1200 0) scale(-1 1)"));
    case "front-quarter":
      return studio(background, SHINE + sideView(s, hex, "translate(120 40) skewY(-4) scale(0.86 1)"));
    case "rear-quarter":
      return studio(background, SHINE + sideView(s, hex, "translate(1080 20) scale(-0.86 1) skewY(4)"));
    case "front":
      return studio(background, frontView(hex, tall, false));
    case "rear":
      return studio(background, frontView(hex, tall, true));
    case "interior":
    case "interior-360":
    case "dash":
    case "rear-seats":
    case "boot":
      return studio("3b3d42", interior(hex, base), false);
    case "lounge":
    case "kitchen":
    case "bed":
      return studio("efe9df", living(hex, base), false);
    default:
      return studio(background, detail(hex, base), false);
  }
}

/** One of the 36 frames of a spin: the profile turned by squeezing and mirroring. */
export function drawSpinFrame(body: string, hex: string, frame: number): string {
  const s = SILHOUETTES[body] ?? SILHOUETTES.sedan!;
  const { translateX, scaleX } = spinProjection(frame, 36);
  return studio(
    "eef1f4",
    SHINE +
      sideView(s, hex, `translate(${translateX} 0) scale(${scaleX} 1)`) +
      `<text x="1160" y="770" text-anchor="end" font-family="sans-serif" font-size="28" fill="#8a9099">${frame + 1}/36</text>`,
  );
}

function initials(name: string) {
  const words = name.replace(/-/g, " ").split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join("") : name.slice(0, 2)).toUpperCase().slice(0, 3);
}

/** A make logo: initials in a badge of a colour derived from the name. */
/**
 * Where a spin hotspot's feature sits on the side view of a body: the headlights at the nose, the
 * front wheel's centre, the tow bar at the tail. The nose is at the left of every silhouette.
 */
export function spinAnchorPoints(
  body: string,
): Record<"headlights" | "wheel" | "towbar", { x: number; y: number }> {
  const s = SILHOUETTES[body] ?? SILHOUETTES.sedan!;
  const xs = [...s.body.matchAll(/[MLQ ](\d+) (\d+)/g)].map((m) => Number(m[1]));
  const [nose, tail] = [Math.min(...xs), Math.max(...xs)];
  return {
    headlights: { x: nose + 30, y: 495 },
    wheel: { x: s.wheels[0], y: 600 - s.wheelR + 20 },
    towbar: { x: tail - 8, y: 550 },
  };
}

export function drawLogo(slug: string): string {
  let h = 0;
  for (const c of slug) h = (h * 31 + c.charCodeAt(0)) % 360;
  const name = slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  const shape =
    h % 3 === 0
      ? `<circle cx="100" cy="80" r="62" fill="hsl(${h} 55% 32%)"/>`
      : h % 3 === 1
        ? `<ellipse cx="100" cy="80" rx="88" ry="56" fill="hsl(${h} 55% 32%)"/>`
        : `<path d="M100 14 L172 52 L160 124 L100 150 L40 124 L28 52 Z" fill="hsl(${h} 55% 32%)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<rect width="200" height="200" fill="#fff"/>${shape}` +
    `<text x="100" y="96" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="44" fill="#fff">${escapeXml(initials(slug))}</text>` +
    `<text x="100" y="186" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#222">${escapeXml(name.slice(0, 16))}</text></svg>`
  );
}

export function drawBanner(slug: string, hex: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500" width="1600" height="500">` +
    `<rect width="1600" height="500" fill="#${hex}"/><path d="M0 500 L1600 140 L1600 500 Z" fill="#${shade(hex, 30)}"/>` +
    `<text x="80" y="270" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="96" fill="#fff">${escapeXml(slug.replace(/-/g, " ").toUpperCase())}</text></svg>`
  );
}

/** A showroom front for a location: building, glass, sign in the site colour. */
export function drawLocation(slug: string, hex: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">` +
    `<rect width="1200" height="800" fill="#cfe3f2"/><rect y="560" width="1200" height="240" fill="#8f959b"/>` +
    `<rect x="120" y="240" width="960" height="330" fill="#f1f2f3"/><rect x="120" y="240" width="960" height="70" fill="#${hex}"/>` +
    `<text x="600" y="290" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="40" fill="#fff">${escapeXml(slug.replace(/-/g, " ").toUpperCase())}</text>` +
    Array.from(
      { length: 6 },
      (_, i) => `<rect x="${160 + i * 150}" y="340" width="120" height="230" fill="#5d7f99" opacity="0.75"/>`,
    ).join("") +
    `</svg>`
  );
}

/** A promo picture: 1200 x 800 for tiles, or "wide" 1920 x 540 for the promotions slider [SW §9]. */
export function drawPromo(hex: string, theme: string, wide = false): string {
  const text = PROMO_TEXT[theme] ?? theme.toUpperCase();
  if (wide)
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 540" width="1920" height="540">` +
      `<rect width="1920" height="540" fill="#${hex}"/><circle cx="1700" cy="80" r="320" fill="#fff" opacity="0.08"/>` +
      `<text x="120" y="300" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="110" fill="#fff">${escapeXml(text)}</text></svg>`
    );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">` +
    `<rect width="1200" height="800" fill="#${hex}"/><circle cx="1050" cy="120" r="300" fill="#fff" opacity="0.08"/>` +
    `<text x="80" y="420" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="92" fill="#fff">${escapeXml(text)}</text></svg>`
  );
}

/** A site's favicon: its logo initials on its brand colour. */
export function drawMark(mark: string, hex: string): string {
  const size = mark.length > 2 ? 22 : 30;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" rx="12" fill="#${hex}"/>` +
    `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(mark)}</text></svg>`
  );
}

export function drawNotFound(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">` +
    `<rect width="1200" height="800" fill="#e5e7eb"/>` +
    `<path d="M330 520 L420 420 L520 500 L640 360 L870 520 Z" fill="#9ca3af"/><circle cx="780" cy="300" r="50" fill="#9ca3af"/>` +
    `<text x="600" y="640" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="44" fill="#4b5563">Image coming soon</text></svg>`
  );
}

/**
 * The SVG for a "draw/..." source, or null when the source names nothing a page links to. Any
 * colour and any word would be a new picture to render, each taking up to a second of a core:
 * only the bodies, views and themes drawn here and what `drawable` names are drawn.
 */
export function drawSource(parts: string[], drawable: Drawable): string | null {
  if (parts.length > 4) return null;
  const [kind, a, b, c] = parts;
  const colour = (v: string | undefined): v is string => v !== undefined && drawable.colours.has(v);
  const body = (v: string | undefined): v is string => v !== undefined && Object.hasOwn(SILHOUETTES, v);
  switch (kind) {
    case "car":
      return body(a) && colour(b) && c !== undefined && DRAWN_VIEWS.has(c) ? drawCar(a, b, c) : null;
    case "spin":
      return body(a) && colour(b) && /^\d{1,2}$/.test(c ?? "") && Number(c) < 36
        ? drawSpinFrame(a, b, Number(c))
        : null;
    case "video":
      return body(a) && colour(b) && c === undefined ? drawCar(a, b, "side") : null;
    case "logo":
      return a !== undefined && drawable.makes.has(a) && b === undefined ? drawLogo(a) : null;
    case "banner":
      return a !== undefined && drawable.makes.has(a) && colour(b) && c === undefined
        ? drawBanner(a, b)
        : null;
    case "location":
      return a !== undefined && drawable.locations.has(a) && colour(b) && c === undefined
        ? drawLocation(a, b)
        : null;
    case "promo":
      return colour(a) && b !== undefined && Object.hasOwn(PROMO_TEXT, b) && (c === undefined || c === "wide")
        ? drawPromo(a, b, c === "wide")
        : null;
    case "mark":
      return a !== undefined &&
        drawable.marks.has(a) &&
        /^[A-Z0-9]{1,3}$/.test(a) &&
        colour(b) &&
        c === undefined
        ? drawMark(a, b)
        : null;
    case "not-found":
      return a === undefined ? drawNotFound() : null;
    default:
      return null;
  }
}
