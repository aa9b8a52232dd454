import type { RecordedImporter } from '../contract.js';

/** DeepEval test runs and saved datasets: each test case's output is its decision. */
export const deepevalImporter: RecordedImporter<'deepeval'> = {
  kind: 'deepeval',
  title: 'a DeepEval test run or dataset',
  help: 'DeepEval test runs (testCases with input and actualOutput) or datasets saved as JSON (input, actual_output), each input run at least twice',
  settings: [],
  suite: 'optional',
  async load(file, { isolation, suite }) {
    const { importDeepEval } = await import('./file.js');
    return importDeepEval(file, { isolation, suite });
  },
};
