/*
 * Turns a site's theme tokens into the CSS variables app.css reads. Foreground colours are
 * chosen for contrast (WCAG 2.1 AA needs 4.5:1 for body text), so a dealer can pick any brand
 * colour and text on it stays readable.
 */
export type ThemeTokens = {
  primary: string;
  primary_foreground: string;
  accent: string;
  surface: string;
  ink: string;
  muted: string;
  header_background?: string;
  footer_background: string;
  footer_foreground: string;
  radius: "none" | "small" | "large" | "pill";
  font: "sans" | "humanist" | "serif" | "geometric";
};

const FONTS: Record<ThemeTokens["font"], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
};
const RADII: Record<ThemeTokens["radius"], string> = {
  none: "0",
  small: "0.375rem",
  large: "0.875rem",
  pill: "9999px",
};

function luminance(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the background. */
export function readableOn(background: string) {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#111111") ? "#ffffff" : "#111111";
}

export function themeVariables(theme: ThemeTokens): Record<string, string> {
  const header = theme.header_background ?? theme.surface;
  return {
    "--fc-primary": theme.primary,
    "--fc-primary-foreground":
      contrastRatio(theme.primary, theme.primary_foreground) >= 4.5
        ? theme.primary_foreground
        : readableOn(theme.primary),
    "--fc-accent": theme.accent,
    "--fc-accent-foreground": readableOn(theme.accent),
    "--fc-surface": theme.surface,
    "--fc-ink": theme.ink,
    "--fc-muted": theme.muted,
    "--fc-header": header,
    "--fc-header-foreground": readableOn(header),
    "--fc-footer": theme.footer_background,
    "--fc-footer-foreground":
      contrastRatio(theme.footer_background, theme.footer_foreground) >= 4.5
        ? theme.footer_foreground
        : readableOn(theme.footer_background),
    "--fc-radius": RADII[theme.radius],
    "--fc-font": FONTS[theme.font],
  };
}
