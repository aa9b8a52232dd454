/** Markdown helpers for the certification study's tables. */
import type { Outcome } from './model.js';

/** A probability as a percentage: 0 and 100 exactly, "<0.01" / ">99.99" near them. */
export function pct(x: number, certain = true): string {
  if (x <= 0) return '0';
  if (x >= 1 && certain) return '100';
  const s = (Math.min(x, 1) * 100).toFixed(2);
  if (s === '0.00') return '<0.01';
  if (s === '100.00') return '>99.99';
  return s;
}

export function calls(x: number): string {
  return x.toFixed(1);
}

/** P(undecided), curtailed runs included; not "100" while another outcome has any mass. */
export function undecided(o: Outcome): string {
  return pct(o.undecided + o.curtailed, o.deterministic === 0 && o.stochastic === 0);
}

/** "D / S / U · calls"; curtailed runs are counted with the undecided ones. */
export function cell(o: Outcome): string {
  return `${pct(o.deterministic)} / ${pct(o.stochastic)} / ${undecided(o)} · ${calls(o.calls)}`;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function rate(q: number): string {
  return `${(q * 100).toFixed(0)}%`;
}
