import { useEffect, useRef, useState } from "react";

/*
 * The stats banner [SW §9 "Brand directory stats: 50+ locations, 40+ brands, 30+ years. Counter
 * animation 1 s."]: each figure counts up over one second when it scrolls into view (not for
 * buyers who ask for reduced motion). The page is served with the final figures.
 */
const ANIMATION_MS = 1000;

function CountUp({ value }: { value: string }) {
  const match = /^(\d{1,9})(.{0,20})$/.exec(value);
  const target = match ? Number(match[1]) : null;
  const [shown, setShown] = useState<number | null>(null);
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (target === null || !element.current) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (time: number) => {
        const progress = Math.min(1, (time - start) / ANIMATION_MS);
        setShown(Math.round(target * progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);
  return (
    <span ref={element} className="tabular-nums">
      {shown === null || !match ? value : `${shown}${match[2]}`}
    </span>
  );
}

export function StatsBanner({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <section aria-label="In numbers" className="bg-brand text-brand-foreground">
      <dl className="mx-auto grid max-w-5xl grid-cols-3 gap-4 px-4 py-8 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm font-semibold tracking-wide uppercase">{stat.label}</dt>
            <dd className="text-3xl font-extrabold sm:text-5xl">
              <CountUp value={stat.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
