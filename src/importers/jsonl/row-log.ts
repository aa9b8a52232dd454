// The rows of a JSON Lines import as they stream in, held compactly: a series
// whose rows all hold one observation keeps its id and count only, the rows of
// mixed series go to typed-array chunks; `fill` makes each series' list once at
// the end (steady series of one observation and count share one frozen list).
// The importer (jsonl.ts) feeds it; JsonlSeries is the series it gives back.
import type { RecordedObservation } from '../../core/assess/model.js';
import type { Series } from '../common.js';

const LOG_CHUNK = 1 << 16;

/**
 * Rows as (series index, observation id) in file order. A series whose rows so
 * far all hold one observation (most inputs of most logs: the same label every
 * time) keeps only that observation's id and its count; the first row that
 * differs turns it mixed, and from then on its rows go to a log of (series,
 * observation) pairs in fixed chunks of typed arrays (8 bytes a row, nothing for
 * the garbage collector to copy while a large file streams through). Its earlier
 * rows need no entry: they were all its first observation.
 */
export class RowLog {
  private readonly chunks: Int32Array[] = [];
  private current: Int32Array | null = null;
  private used = 0;
  /** Rows per series. */
  private counts = new Int32Array(256);
  /** The observation id of each series' first row. */
  private firsts = new Int32Array(256);
  /** The row count at which a series turned mixed; 0 while every row holds its first observation. */
  private mixedFrom = new Int32Array(256);

  add(series: number, observation: number): void {
    if (series >= this.counts.length) this.grow(series);
    const counts = this.counts;
    const n = counts[series] as number;
    counts[series] = n + 1;
    if (n === 0) {
      this.firsts[series] = observation;
      return;
    }
    if (this.mixedFrom[series] === 0) {
      if (observation === this.firsts[series]) return;
      this.mixedFrom[series] = n;
    }
    let current = this.current;
    if (current === null || this.used === LOG_CHUNK) {
      if (current !== null) this.chunks.push(current);
      current = this.current = new Int32Array(2 * LOG_CHUNK);
      this.used = 0;
    }
    const at = 2 * this.used++;
    current[at] = series;
    current[at + 1] = observation;
  }

  private grow(series: number): void {
    const size = Math.max(2 * this.counts.length, series + 1);
    const bigger = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.counts = bigger(this.counts);
    this.firsts = bigger(this.firsts);
    this.mixedFrom = bigger(this.mixedFrom);
  }

  /**
   * The series with their observations in file order. Each mixed series' list is
   * made once, at its size; series that repeat one observation the same number of
   * times share one frozen list (a thousand steady inputs of a hundred runs hold
   * one list of a hundred, not a thousand).
   */
  fill(
    inputs: readonly string[],
    firstLines: Float64Array,
    file: string,
    observations: readonly RecordedObservation[],
  ): Series[] {
    const uniform = new Map<number, Map<number, RecordedObservation[]>>();
    const lists = inputs.map((_, i): RecordedObservation[] => {
      const count = this.counts[i] as number;
      const first = observations[this.firsts[i] as number] as RecordedObservation;
      const from = this.mixedFrom[i] as number;
      if (from > 0) {
        // Filled by push (its later rows come in order): a packed list, as the shared ones.
        const list: RecordedObservation[] = [];
        for (let k = 0; k < from; k++) list.push(first);
        return list;
      }
      let byCount = uniform.get(this.firsts[i] as number);
      if (byCount === undefined) {
        byCount = new Map();
        uniform.set(this.firsts[i] as number, byCount);
      }
      let shared = byCount.get(count);
      if (shared === undefined) {
        // Frozen: a list several series share can never be changed through one of them.
        const list: RecordedObservation[] = [];
        for (let k = 0; k < count; k++) list.push(first);
        shared = Object.freeze(list) as RecordedObservation[];
        byCount.set(count, shared);
      }
      return shared;
    });
    const put = (chunk: Int32Array, used: number): void => {
      for (let k = 0; k < 2 * used; k += 2) {
        const list = lists[chunk[k] as number] as RecordedObservation[];
        list.push(observations[chunk[k + 1] as number] as RecordedObservation);
      }
    };
    for (const chunk of this.chunks) put(chunk, LOG_CHUNK);
    if (this.current !== null) put(this.current, this.used);
    // Every list frozen once filled: the readers of the evidence then meet one kind of array.
    return inputs.map((input, i) => {
      const list = lists[i] as RecordedObservation[];
      if (!Object.isFrozen(list)) Object.freeze(list);
      return new JsonlSeries(input, list, i, file, firstLines[i] as number);
    });
  }
}

/**
 * A series of the JSON Lines importer: where it is (`file:line`, for refusals) is
 * made only when asked for, not held as a string for each of many inputs.
 */
class JsonlSeries implements Series {
  errors = 0;
  constructor(
    readonly input: string,
    readonly observations: RecordedObservation[],
    readonly order: number,
    private readonly file: string,
    private readonly line: number,
  ) {}

  get where(): string {
    return `${this.file}:${this.line}`;
  }
}
