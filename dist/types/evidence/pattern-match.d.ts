import { type PatternMatcher } from '../core/util/pattern.js';
/** The default time bound of one test, in ms. */
export declare const DEFAULT_PATTERN_TIMEOUT_MS = 1000;
/** A matcher that ends a test running past `timeoutMs` with `PatternTimeout`. */
export declare function boundedMatcher(timeoutMs?: number): PatternMatcher;
