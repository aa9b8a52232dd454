// From core, the values a shell needs to parse its input and refuse it: the coded
// refusal and the vocabularies (statuses, isolations, layers). The shells import
// core only for types and formatting helpers (eslint.config.js CORE_FORMATTING);
// this small module is what they import instead, without loading the rest of app.
export { isRefusal, Refusal } from '../core/errors.js';
export { ISOLATIONS, LAYERS } from '../core/observation/types.js';
export { STATUSES } from '../core/assess/status.js';
