import { O as Option } from './commander.js';
import { R as REPORT_FORMATS } from './cases-setting-table.js';
import { c as parseReportFormat } from './options.js';

// The report options of `assess`, `run` and `snapshot` as commander declares them:
// cheap to load, so registering a command (and `--help`) does not load a renderer.
/** `--markdown-form`: the job summary (≤ 1 MiB, the default) or the PR comment (≤ 60,000 bytes). */
const MARKDOWN_FORMS = ['summary', 'comment'];
const PAIRING = 'each --output is the file for the --format just before it; a --format without --output goes to standard output';
/**
 * `--format F` (repeatable) and `--output PATH` (repeatable). Each --output takes
 * the --format written just before it, e.g.
 * `--format text --format json --output r.json --format junit --output r.xml`
 * prints text and writes JSON and JUnit files.
 */
function addReportOptions(command) {
    let formatsSeen = 0;
    const outputAfter = [];
    return command
        .addOption(new Option('--format <format>', `report format: ${REPORT_FORMATS.join(', ')} (repeatable; default text)`).argParser((value, previous) => {
        formatsSeen++;
        return [...(previous ?? []), parseReportFormat(value)];
    }))
        .addOption(new Option('--output <path>', `write the report of the --format just before it to this file (repeatable; ${PAIRING}); one --output without any --format takes the format its extension names (.txt, .json, .xml, .md, .html)`).argParser((value, previous) => {
        outputAfter.push(formatsSeen);
        return [...(previous ?? []), value];
    }))
        .addOption(new Option('--markdown-form <form>', "markdown only: summary (a job summary, up to 1 MiB; default) or comment (a PR comment, up to 60,000 bytes, under GitHub's 65,536-character limit)").choices([...MARKDOWN_FORMS]))
        .hook('preAction', (thisCommand) => {
        if (outputAfter.length > 0)
            thisCommand.setOptionValue('outputAfter', [...outputAfter]);
    });
}

export { PAIRING as P, addReportOptions as a };
