import { l as logSafeJson, a as terminalSafe } from './module-spec.js';
import { d as describeDecision } from './check2.js';

/** A stored decision, quoted and made safe for a terminal. */
function shownDecision(d, max = 80) {
    return typeof d === 'string' && d !== ''
        ? `"${terminalSafe(d, max)}"`
        : terminalSafe(describeDecision(d), max);
}
/** Pretty JSON with a trailing newline, safe to print in a CI log. */
function jsonText(value) {
    return logSafeJson(value);
}
/** An amount of money in the unit the user gave: 2 decimals from 1 up, else up to 4. */
function money(x) {
    if (!Number.isFinite(x))
        return 'n/a';
    if (Math.abs(x) >= 1 || x === 0)
        return x.toFixed(2);
    return x.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
}

export { jsonText as j, money as m, shownDecision as s };
