import type { ShellData } from "#server/shell.server";

/** The dealer's logo: its image when configured, otherwise a drawn badge and wordmark. */
export function SiteLogo({ logo, name }: { logo: ShellData["logo"]; name: string }) {
  if (logo.url) return <img src={logo.url} alt={name} width={180} height={48} className="h-10 w-auto" />;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="grid h-10 min-w-10 place-items-center rounded-brand bg-brand px-2 text-sm font-extrabold tracking-wide text-brand-foreground ring-2 ring-accent"
      >
        {logo.mark}
      </span>
      <span className="text-lg leading-tight font-bold tracking-tight">{logo.text}</span>
    </span>
  );
}
