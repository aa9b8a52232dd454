// The Action's entry point (action.yml runs dist/index.js, bundled from here).
import { exitWhenFlushed } from '../app/index.js';
import { run } from './main.js';

// No top-level await: the bundle inlines the lazily imported packages (yaml, the
// glob matcher) after this module's code, and their bindings exist only once the
// whole module has evaluated; awaiting here would run the step before that.
void run().then(() => {
  // A module agent may leave timers or sockets open; they must not keep the job
  // running once the step's result is set.
  exitWhenFlushed(() => {
    const code = Number(process.exitCode ?? 0);
    return Number.isInteger(code) ? code : 1;
  });
});
