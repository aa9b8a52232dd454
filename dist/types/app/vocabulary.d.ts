export { isRefusal, Refusal } from '../core/errors.js';
export { ISOLATIONS, LAYERS } from '../core/observation/types.js';
export { STATUSES } from '../core/assess/status.js';
