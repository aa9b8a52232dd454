// The Action's entry point (action.yml runs dist/index.js, bundled from here).
import { exitWhenFlushed } from '../app/index.js';
import { run } from './main.js';

await run();
// A module agent may leave timers or sockets open; they must not keep the job
// running once the step's result is set.
exitWhenFlushed(() => {
  const code = Number(process.exitCode ?? 0);
  return Number.isInteger(code) ? code : 1;
});
