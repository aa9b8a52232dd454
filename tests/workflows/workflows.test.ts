// Every workflow we ship (.github/workflows and examples/workflows) checked against
// action.yml and against the pwn-request pattern: parsed with `yaml`, each step that
// runs this action passes only declared inputs and reads only declared outputs, each
// workflow sets its token's permissions, and no privileged workflow (pull_request_target,
// workflow_run) checks out the pull request's code.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ROOT } from '../helpers/cli.js';

type Mapping = Record<string, unknown>;

interface ActionSpec {
  readonly inputs: ReadonlySet<string>;
  readonly outputs: ReadonlySet<string>;
}

function isMapping(value: unknown): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses YAML and throws with every error (file:line) rather than a partial document. */
function parseYaml(text: string, name: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new Error(`${name}: not valid YAML:\n${doc.errors.map((e) => e.message).join('\n')}`);
  }
  return doc.toJS();
}

function readAction(): ActionSpec {
  const action = parseYaml(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'), 'action.yml');
  if (!isMapping(action) || !isMapping(action['inputs']) || !isMapping(action['outputs'])) {
    throw new Error('action.yml: expected `inputs` and `outputs` mappings');
  }
  return {
    inputs: new Set(Object.keys(action['inputs'])),
    outputs: new Set(Object.keys(action['outputs'])),
  };
}

/** A step that runs this action: from the checkout (`./`) or as published. */
export function usesThisAction(uses: unknown): boolean {
  if (typeof uses !== 'string') return false;
  const u = uses.trim();
  return u === './' || u === '.' || /^agentverity\/action@/i.test(u);
}

/** The events a workflow's `on:` names (a string, a list or a mapping). */
export function triggers(workflow: Mapping): string[] {
  const on = workflow['on'];
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((e): e is string => typeof e === 'string');
  if (isMapping(on)) return Object.keys(on);
  return [];
}

/** Every string in a YAML value, with its path (for messages). */
function strings(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (isMapping(value)) {
    for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  }
  return out;
}

const PRIVILEGED = ['pull_request_target', 'workflow_run'];
/** Expressions that name the pull request's (possibly a fork's) code. */
const PR_CODE = [
  /github\.event\.pull_request\.head\./,
  /github\.event\.workflow_run\.head_(sha|branch|commit|repository)/,
  /github\.head_ref/,
  /refs\/pull\//,
];

/** Every problem in one workflow, as `where: what`; empty when it is fine. */
export function workflowProblems(workflow: unknown, action: ActionSpec): string[] {
  const problems: string[] = [];
  if (!isMapping(workflow)) return ['the workflow is not a mapping'];
  if (workflow['permissions'] === undefined) {
    problems.push(
      'permissions: not set at the top level (the token would get the repository default)',
    );
  }
  const privileged = triggers(workflow).some((t) => PRIVILEGED.includes(t));
  const jobs = isMapping(workflow['jobs']) ? workflow['jobs'] : {};
  for (const [jobId, job] of Object.entries(jobs)) {
    if (!isMapping(job)) continue;
    const steps = Array.isArray(job['steps']) ? job['steps'] : [];
    const ours = new Set<string>();
    steps.forEach((step, i) => {
      if (!isMapping(step)) return;
      const where = `jobs.${jobId}.steps[${i}]`;
      const uses = step['uses'];
      if (usesThisAction(uses)) {
        if (typeof step['id'] === 'string') ours.add(step['id']);
        const withKeys = isMapping(step['with']) ? Object.keys(step['with']) : [];
        for (const key of withKeys) {
          if (!action.inputs.has(key))
            problems.push(`${where}.with.${key}: not an input of action.yml`);
        }
      }
      if (privileged) {
        const checkout = typeof uses === 'string' && /^actions\/checkout@/i.test(uses);
        const checked: [string, string][] = [];
        if (checkout && isMapping(step['with'])) {
          for (const key of ['ref', 'repository'])
            strings(step['with'][key], `${where}.with.${key}`, checked);
        }
        // A `run:` that fetches or checks out the PR's ref is the same mistake by hand.
        if (
          typeof step['run'] === 'string' &&
          /\bgit\b[^\n]*\b(fetch|checkout|switch|clone|pull)\b|\bgh\s+pr\s+checkout\b/.test(
            step['run'],
          )
        ) {
          strings(step['run'], `${where}.run`, checked);
        }
        for (const [w, text] of checked) {
          if (PR_CODE.some((re) => re.test(text)) || /\bgh\s+pr\s+checkout\b/.test(text)) {
            problems.push(
              `${w}: checks out the pull request's code in a privileged workflow (${triggers(workflow).join(', ')})`,
            );
          }
        }
      }
    });
    // `steps.X.outputs.Y` inside any expression of this job.
    for (const [where, text] of strings(job, `jobs.${jobId}`)) {
      for (const expr of text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)) {
        for (const ref of (expr[1] ?? '').matchAll(
          /steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g,
        )) {
          const [, stepId, output] = ref;
          if (
            stepId !== undefined &&
            output !== undefined &&
            ours.has(stepId) &&
            !action.outputs.has(output)
          ) {
            problems.push(
              `${where}: steps.${stepId}.outputs.${output} is not an output of action.yml`,
            );
          }
        }
      }
    }
  }
  return problems;
}

function workflowFiles(): string[] {
  const dirs = ['.github/workflows', 'examples/workflows'];
  return dirs.flatMap((dir) => {
    const abs = path.join(ROOT, dir);
    if (!existsSync(abs)) return [];
    return readdirSync(abs)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => `${dir}/${f}`);
  });
}

const FILES = workflowFiles();

describe('action.yml', () => {
  it('is valid YAML with inputs and outputs', () => {
    const action = readAction();
    expect(action.inputs.size).toBeGreaterThan(0);
    expect(action.outputs.has('status')).toBe(true);
  });
});

describe('the shipped workflows', () => {
  it('are where they should be', () => {
    for (const f of [
      '.github/workflows/ci.yml',
      '.github/workflows/check-dist.yml',
      '.github/workflows/codeql.yml',
      '.github/workflows/self-test.yml',
      'examples/workflows/agentverity-gate.yml',
      'examples/workflows/agentverity-evaluate.yml',
      'examples/workflows/agentverity-comment.yml',
      'examples/workflows/agentverity-matrix.yml',
      'examples/workflows/agentverity-promote.yml',
    ]) {
      expect(FILES).toContain(f);
    }
  });

  it.each(FILES)('%s: passes the checks', (file) => {
    const workflow = parseYaml(readFileSync(path.join(ROOT, file), 'utf8'), file);
    expect(workflowProblems(workflow, readAction())).toEqual([]);
  });

  it('the self-test reads outputs of its own step (so the output check is not vacuous)', () => {
    const text = readFileSync(path.join(ROOT, '.github/workflows/self-test.yml'), 'utf8');
    expect(text).toMatch(/steps\.gate\.outputs\.exit-code/);
    expect(text).toMatch(/uses: \.\//);
  });

  it('the comment workflow is privileged, downloads the artifact and runs no PR code', () => {
    const file = 'examples/workflows/agentverity-comment.yml';
    const workflow = parseYaml(readFileSync(path.join(ROOT, file), 'utf8'), file) as Mapping;
    expect(triggers(workflow)).toEqual(['workflow_run']);
    expect(workflow['permissions']).toEqual({
      'pull-requests': 'write',
      actions: 'read',
      contents: 'read',
      statuses: 'write',
    });
    const steps = (workflow['jobs'] as Mapping)['comment'] as Mapping;
    const list = steps['steps'] as Mapping[];
    expect(list.some((s) => String(s['uses']).startsWith('actions/download-artifact@'))).toBe(true);
    // Nothing is executed: no `run:` step, no npm.
    expect(list.filter((s) => s['run'] !== undefined)).toEqual([]);
    const action = list.find((s) => usesThisAction(s['uses'])) as Mapping;
    const w = action['with'] as Mapping;
    expect(w['comment']).toBe('always');
    expect(w['fail-on']).toBe('none');
    expect(w['agent'] ?? w['agent-command'] ?? w['agent-url']).toBeUndefined();
    expect(String(w['artifact-name'])).not.toBe('agentverity');
  });

  it('the promote workflow runs on the label under pull_request_target and checks out nothing', () => {
    const file = 'examples/workflows/agentverity-promote.yml';
    const workflow = parseYaml(readFileSync(path.join(ROOT, file), 'utf8'), file) as Mapping;
    expect(triggers(workflow)).toEqual(['pull_request_target']);
    const jobs = Object.values(workflow['jobs'] as Mapping) as Mapping[];
    const steps = jobs.flatMap((j) => (j['steps'] as Mapping[] | undefined) ?? []);
    // No checkout and nothing executed: promotion reads records and artifacts only.
    expect(steps.filter((s) => String(s['uses'] ?? '').startsWith('actions/checkout'))).toEqual([]);
    expect(steps.filter((s) => s['run'] !== undefined)).toEqual([]);
    const action = steps.find((s) => usesThisAction(s['uses'])) as Mapping;
    expect((action['with'] as Mapping)['mode']).toBe('promote');
  });
});

describe('the workflow checks themselves', () => {
  const action: ActionSpec = {
    inputs: new Set(['agent', 'comment']),
    outputs: new Set(['status']),
  };
  const base = (extra: Mapping): Mapping => ({
    on: 'pull_request',
    permissions: { contents: 'read' },
    ...extra,
  });

  it('accept a correct workflow', () => {
    const wf = base({
      jobs: {
        a: {
          steps: [
            { id: 'g', uses: 'agentverity/action@v1', with: { agent: 'a.mjs' } },
            { run: 'echo', env: { S: '${{ steps.g.outputs.status }}' } },
          ],
        },
      },
    });
    expect(workflowProblems(wf, action)).toEqual([]);
  });

  it('catch an unknown input, an unknown output and missing permissions', () => {
    const wf = {
      on: ['push'],
      jobs: {
        a: {
          steps: [
            { id: 'g', uses: './', with: { agnet: 'a.mjs' } },
            { run: 'echo', env: { S: "${{ steps.g.outputs.flips || 'x' }}" } },
            // Another action's outputs are not ours to check.
            { id: 'other', uses: 'actions/setup-node@v5' },
            { run: 'echo ${{ steps.other.outputs.cache-hit }}' },
          ],
        },
      },
    };
    const problems = workflowProblems(wf, action);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/permissions/);
    expect(problems.join('\n')).toMatch(/with\.agnet: not an input/);
    expect(problems.join('\n')).toMatch(/steps\.g\.outputs\.flips is not an output/);
  });

  it('catch the pwn request: a privileged trigger with a checkout of the PR head', () => {
    for (const [on, ref] of [
      [{ pull_request_target: {} }, '${{ github.event.pull_request.head.sha }}'],
      [{ workflow_run: { workflows: ['x'] } }, '${{ github.event.workflow_run.head_sha }}'],
      [['pull_request_target'], 'refs/pull/${{ github.event.number }}/merge'],
    ] as const) {
      const wf = base({
        on,
        jobs: { a: { steps: [{ uses: 'actions/checkout@v5', with: { ref } }] } },
      });
      expect(workflowProblems(wf, action).join('\n')).toMatch(/checks out the pull request's code/);
    }
    const byHand = base({
      on: 'workflow_run',
      jobs: {
        a: { steps: [{ run: 'git fetch origin ${{ github.event.workflow_run.head_sha }}' }] },
      },
    });
    expect(workflowProblems(byHand, action)).toHaveLength(1);
    // The same checkout under plain pull_request is fine (read-only token, no secrets).
    const unprivileged = base({
      jobs: {
        a: {
          steps: [
            {
              uses: 'actions/checkout@v5',
              with: { ref: '${{ github.event.pull_request.head.sha }}' },
            },
          ],
        },
      },
    });
    expect(workflowProblems(unprivileged, action)).toEqual([]);
    // A privileged workflow may check out its default branch.
    const defaultBranch = base({
      on: { workflow_run: {} },
      jobs: {
        a: {
          steps: [
            {
              uses: 'actions/checkout@v5',
              with: { ref: '${{ github.event.repository.default_branch }}' },
            },
          ],
        },
      },
    });
    expect(workflowProblems(defaultBranch, action)).toEqual([]);
  });
});

describe('the README section', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('inlines examples/workflows/agentverity-gate.yml exactly', () => {
    const gate = readFileSync(path.join(ROOT, 'examples/workflows/agentverity-gate.yml'), 'utf8');
    const section = readme.slice(readme.indexOf('## Use it in GitHub Actions'));
    const block = /```yaml\n([\s\S]*?)```/.exec(section);
    expect(block?.[1]).toBe(gate);
  });

  it('lists every input and output of action.yml', () => {
    const action = readAction();
    for (const name of [...action.inputs, ...action.outputs]) {
      expect(readme, name).toContain(`| \`${name}\``);
    }
  });
});
