/**
 * Work the server does after it starts listening (the demo data seeding), so `GET /api/readyz` can
 * say whether the portal is ready while `GET /api/healthz` already answers: a fresh server listens
 * at once and fills its stores behind the first page.
 */
export class StartupWork {
  private readonly running = new Set<string>();
  private readonly failed = new Set<string>();

  /**
   * Tracks `work` under `name` until it settles. A failure is remembered by name only (readiness is
   * public; the error itself goes to the log) and passed on to the caller.
   */
  track(name: string, work: Promise<unknown>): Promise<void> {
    this.running.add(name);
    return work.then(
      () => {
        this.running.delete(name);
      },
      (err: unknown) => {
        this.running.delete(name);
        this.failed.add(name);
        throw err;
      },
    );
  }

  /** What is still running, and what failed. */
  state(): { running: string[]; failed: string[] } {
    return { running: [...this.running], failed: [...this.failed] };
  }
}
