/*
 * Routes that need sign-in [SW §2 "Sign-in gated routes: /cars/trade-in?car_id={id}, /sell-my-car,
 * /cars/{slug}/checkout, /personalised/finance?car_id={id}, /spin-to-win, /online-payment, /finance,
 * /mymotorama, /mybigboxcars, /myblinkr, /myservco, /my-garage. The redirect goes to /sign-in with
 * query type, redirect and sometimes back. Type values: trade-in, checkout, finance, spin-to-win,
 * online-payment, car-finance, my-garage."; §6 "Gated routes need sign-in; which routes are gated
 * depends on per-site flags. The my-garage routes and branded my-garage variants are always gated."]
 */
import { safeRedirectPath } from "./safe-redirect";

export type GateType =
  | "trade-in"
  | "checkout"
  | "finance"
  | "spin-to-win"
  | "online-payment"
  | "car-finance"
  | "my-garage"
  | "watchlist";

export const MY_GARAGE_PATH = "/my-garage";

/** Each gateable path and the sign-in type it asks for. */
export const GATEABLE_PATHS: Readonly<Record<string, GateType>> = {
  "/cars/trade-in": "trade-in",
  "/sell-my-car": "trade-in",
  "/personalised/finance": "car-finance",
  "/spin-to-win": "spin-to-win",
  "/online-payment": "online-payment",
  "/finance": "finance",
  [MY_GARAGE_PATH]: "my-garage",
};

/** Reserving online: the site's /checkout or /buy-online, and /checkout-journey. */
const CHECKOUT = /^\/(?:cars\/[a-z0-9-]{1,200}\/(?:checkout|buy-online)|checkout-journey)$/;

/**
 * The sign-in type a path needs on this site, or null when anyone may open it: the site's gated
 * paths, and always My Garage, the site's branded names for it, reserving online and paying online
 * (a payment and its receipt belong to a verified mobile: docs/decisions/020-reserve-online.md),
 * and spinning to win (one spin per verified mobile: docs/decisions/024-online-payment-and-spin-to-win.md).
 */
export function gateFor(
  pathname: string,
  gated: readonly string[],
  garagePaths: readonly string[],
): GateType | null {
  if (pathname === MY_GARAGE_PATH || garagePaths.includes(pathname)) return "my-garage";
  if (CHECKOUT.test(pathname)) return "checkout";
  if (pathname === "/online-payment" || pathname === "/spin-to-win") return GATEABLE_PATHS[pathname]!;
  const type = Object.hasOwn(GATEABLE_PATHS, pathname) ? GATEABLE_PATHS[pathname]! : null;
  return type && gated.includes(pathname) ? type : null;
}

/** Where a signed-out visitor goes: /sign-in with the type, where they were going and where "Back" leads. */
export function signInHref(type: GateType, redirect: string, back?: string | null): string {
  const params = new URLSearchParams({ type, redirect: safeRedirectPath(redirect, "/") });
  if (back) params.set("back", safeRedirectPath(back, "/"));
  return `/sign-in?${params}`;
}

/** What /sign-in says for each type: its heading and a line on why. */
export const SIGN_IN_WORDING: Readonly<Record<GateType, { heading: string; intro: string }>> = {
  watchlist: {
    heading: "Sign in to save cars to your watchlist",
    intro: "Keep the cars you like in one list, on any device.",
  },
  "trade-in": {
    heading: "Sign in to value your trade-in",
    intro: "We keep your valuation with your details, so the dealer can make you an offer.",
  },
  checkout: {
    heading: "Sign in to reserve this car",
    intro: "Your reservation and its refundable deposit are kept with your mobile number.",
  },
  finance: {
    heading: "Sign in to apply for finance",
    intro: "Your application is kept with your mobile number, so you can come back to it.",
  },
  "car-finance": {
    heading: "Sign in for finance on this car",
    intro: "Get finance figures for this car, kept with your mobile number.",
  },
  "spin-to-win": {
    heading: "Sign in to spin to win",
    intro: "One spin per buyer: we check it with your mobile number.",
  },
  "online-payment": {
    heading: "Sign in to pay online",
    intro: "Payments are kept with your mobile number, with a receipt by e-mail.",
  },
  "my-garage": {
    heading: "Sign in to My Garage",
    intro: "Your saved cars and the enquiries you have sent, in one place.",
  },
};
