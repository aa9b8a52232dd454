// The Action's entry point (action.yml runs dist/index.js, bundled from here).
import { run } from './main.js';

await run();
