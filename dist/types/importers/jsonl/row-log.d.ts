import type { RecordedObservation } from '../../core/assess/model.js';
import type { Series } from '../common.js';
/**
 * Rows as (series index, observation id) in file order. A series whose rows so
 * far all hold one observation (most inputs of most logs: the same label every
 * time) keeps only that observation's id and its count; the first row that
 * differs turns it mixed, and from then on its rows go to a log of (series,
 * observation) pairs in fixed chunks of typed arrays (8 bytes a row, nothing for
 * the garbage collector to copy while a large file streams through). Its earlier
 * rows need no entry: they were all its first observation.
 */
export declare class RowLog {
    private readonly chunks;
    private current;
    private used;
    /** Rows per series. */
    private counts;
    /** The observation id of each series' first row. */
    private firsts;
    /** The row count at which a series turned mixed; 0 while every row holds its first observation. */
    private mixedFrom;
    add(series: number, observation: number): void;
    private grow;
    /**
     * The series with their observations in file order. Each mixed series' list is
     * made once, at its size; series that repeat one observation the same number of
     * times share one frozen list (a thousand steady inputs of a hundred runs hold
     * one list of a hundred, not a thousand).
     */
    fill(inputs: readonly string[], firstLines: Float64Array, file: string, observations: readonly RecordedObservation[]): Series[];
}
