import { enableCliCompileCache } from './compile-cache.js';
import { tuneCliHeap } from './heap.js';
import {
  exitWhenFlushed,
  guardUnfinished,
  watchClosedStreams,
  watchStrayErrors,
} from '../app/process-guard.js';
import { processIo } from './io.js';
import { runCli } from './program.js';

tuneCliHeap();
enableCliCompileCache();
watchClosedStreams();
const io = processIo();
const stray = watchStrayErrors(io.stderr);
let finished = false;
guardUnfinished(() => finished, io.stderr);
const code = await runCli(process.argv.slice(2), io);
finished = true;
exitWhenFlushed(() => stray.finalCode(code));
