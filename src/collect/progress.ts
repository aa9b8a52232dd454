import type { CollectProgress } from './collected.js';

/**
 * Progress on stderr: a live bar redrawn in place on a terminal; on anything
 * else (CI logs) one plain line per report. The caller decides how often to
 * report (e.g. every 100 ms on a terminal, every 5 s in CI) and stays silent
 * when asked to be quiet.
 */
export class ProgressPrinter {
  private drawn = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly live: boolean,
    private readonly width = 24,
  ) {}

  /** How often to report for this output (ms). */
  static intervalFor(live: boolean): number {
    return live ? 100 : 5000;
  }

  update(p: CollectProgress): void {
    const line = ProgressPrinter.describe(p, this.live ? this.width : 0);
    if (this.live) {
      this.write(`\r${line}\x1b[K`);
      this.drawn = true;
    } else {
      this.write(`agentverity: ${line}\n`);
    }
  }

  /** Leave the terminal on a fresh line. */
  finish(p: CollectProgress): void {
    if (this.live) {
      this.update(p);
      if (this.drawn) this.write('\n');
    } else if (p.callsDone > 0) {
      this.update(p);
    }
  }

  static describe(p: CollectProgress, barWidth: number): string {
    const planned = Math.max(1, p.callsPlanned);
    const share = Math.min(1, p.callsDone / planned);
    const parts: string[] = [];
    if (barWidth > 0) {
      const full = Math.round(share * barWidth);
      parts.push(`[${'#'.repeat(full)}${'.'.repeat(barWidth - full)}]`);
    }
    parts.push(`${p.callsDone}/${p.atMost ? '≤' : ''}${p.callsPlanned} calls`);
    parts.push(`${p.flips} flips in ${p.pairs} pairs`);
    if (p.errors > 0) parts.push(`${p.errors} errors`);
    const timedOut = p.timedOut;
    if (timedOut > 0) parts.push(`${timedOut} timed out`);
    // A timed-out call is no measure of how long the others take: the ETA is
    // from the calls that ended without running past the timeout, and there is
    // none until one did (issue 33: four timeouts made it climb past 50 min).
    const ended = p.callsDone - timedOut;
    if (p.phase !== 'done' && p.callsDone > 0 && share < 1) {
      if (ended > 0) {
        const eta = (p.elapsedMs / ended) * (p.callsPlanned - p.callsDone);
        parts.push(`ETA ${formatDuration(eta)}`);
      } else {
        parts.push(`${formatDuration(p.elapsedMs)}, no ETA yet (no call has ended in time)`);
      }
    } else {
      parts.push(formatDuration(p.elapsedMs));
    }
    return parts.join('  ');
  }
}

/** 850 ms, 12 s, 3 min 05 s, 1 h 02 min. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}
