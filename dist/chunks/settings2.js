import { I as InvalidArgumentError } from './commander.js';
import { t as SETTING_KEYS, u as DEFAULT_EARLY_REJECTION, v as settingRowOf, x as kebab } from './settings.js';

// argv → app settings: commander's option bag (whose attribute names are the
// setting keys) copied into the typed settings, and how the CLI names a setting.
/**
 * The flag of a setting, from the settings table (app/setting-table.ts):
 * `decisionPath` → `--decision-path`, `meter` → `--no-meter`. A key that is no
 * gate setting (a bench or cases one, `passK`) follows the rule `--` + kebab case.
 */
function flagOf(key) {
    return settingRowOf(key)?.flag ?? `--${kebab(key)}`;
}
/** How the CLI words a setting in a refusal. */
const CLI_WORDING = { nameOf: flagOf };
/** The typed settings from commander's option values (unset and defaulted switches left out). */
function settingsOf(options) {
    const bag = options;
    const out = {};
    for (const key of SETTING_KEYS) {
        const value = bag[key];
        if (value === undefined)
            continue;
        // commander sets a negated switch (--no-meter) to true unless it is given.
        if ((key === 'meter' || key === 'blindness' || key === 'reuse') && value === true)
            continue;
        // --early-rejection and --no-early-rejection: only a choice other than the default counts.
        if (key === 'earlyRejection' && value === DEFAULT_EARLY_REJECTION)
            continue;
        if (key === 'timeout')
            out[key] = value === 0 ? null : value;
        else
            out[key] = value;
    }
    return out;
}
/** An app parser as a commander argument parser (its message becomes commander's). */
function argParser(parse) {
    return (text) => {
        try {
            return parse(text);
        }
        catch (error) {
            throw new InvalidArgumentError(error.message);
        }
    };
}

export { CLI_WORDING as C, argParser as a, flagOf as f, settingsOf as s };
