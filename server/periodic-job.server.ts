import { log } from "#server/log.server";

/**
 * Runs `run` every `everyMs` until stopped, never two runs at once; a failed run is logged at warn
 * ("{name} failed") and the next one tries again. Each instance runs its own: a job must do no harm
 * run twice at once on two instances. The answer stops it, waiting for a run under way.
 */
export function startPeriodicJob(name: string, everyMs: number, run: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error) => log.warn(`${name} failed`, { err: error }))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
