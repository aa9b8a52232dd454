// The relations of one input, as the collector runs them once its meter calls are
// done: the independent first draw when call reuse is off (runSource), then each
// planned follow-up: skipped when the transform left the input unchanged, an error
// without a call when there is nothing to compare with, else the follow-up call
// judged against the source by the relation's check (core's judgeRelation). Each
// error records its reason code (RELATION_FAILURE_REASONS) beside its words. The
// calls go through the collection's own call (watch, rate limit, deadline).
import { recordObservation } from '../agents/index.js';
import {
  judgeRelation,
  type Observation,
  type RecordedObservation,
  type RecordedRelation,
} from '../core/index.js';
import {
  Failed,
  isThenable,
  messageOf,
  msOf,
  NOT_STARTED,
  observationOf,
  type Answer,
} from './answers.js';
import type { CallCounts, CollectResult } from './collected.js';
import type { CollectionPlan } from './plan.js';
import type { CaseState } from './series.js';

/** What the relation calls need of the collection running them. */
export interface RelationCalls {
  readonly plan: CollectionPlan;
  readonly counts: CallCounts;
  /** Collection stopped (any reason). */
  halted(): boolean;
  /** One call of the agent (synchronous when the agent answered at once). */
  call(input: string): Answer | Promise<Answer>;
  /** Stop on an error (error policy raise): records it as the fatal error. */
  fail(fatal: NonNullable<CollectResult['fatal']>): void;
}

/**
 * Without call reuse, blindness and the contract read an independent draw of
 * each input rather than its first repeat (one extra call per input).
 */
export async function runSource(ctx: RelationCalls, c: CaseState): Promise<void> {
  if (ctx.plan.calls.sources === 0 || ctx.halted() || c.source !== null) return;
  // With the meter on, an input none of whose repeats ran (a stop) gets no first draw either.
  if (ctx.plan.settings.meter && c.observations.none()) return;
  let out = ctx.call(c.plan.input);
  if (isThenable(out)) out = await out;
  const o = out as Answer;
  if (o === NOT_STARTED) return;
  ctx.counts.sources++;
  if (o instanceof Failed) {
    ctx.counts.errors++;
    c.source = o.record;
    if (ctx.plan.settings.errorPolicy === 'raise' && !ctx.halted()) {
      ctx.fail({
        message: `source call on input ${c.plan.index + 1}: ${o.error}`,
        caseIndex: c.plan.index,
      });
    }
    return;
  }
  c.sourceObservation = observationOf(o) as Observation;
  c.source = recordObservation(c.sourceObservation, msOf(o));
}

export async function runRelations(ctx: RelationCalls, c: CaseState): Promise<void> {
  await runSource(ctx, c);
  if (c.plan.followups.length === 0 || ctx.halted()) return;
  c.relationsRun = true;
  const reuse = ctx.plan.settings.reuse;
  for (const f of c.plan.followups) {
    if (ctx.halted()) return;
    const { relation } = f;
    const base = { name: relation.name, type: relation.type };
    if (f.error !== undefined || f.followup === null || f.fingerprint === null) {
      relationError(ctx, c, {
        ...base,
        followupFingerprint: c.plan.fingerprint,
        changed: false,
        outcome: 'error',
        error: `the transform failed: ${f.error ?? 'no follow-up'}`,
        reason: 'transform_failed',
      });
      continue;
    }
    if (!f.changed) {
      c.relations.push({
        name: relation.name,
        type: relation.type,
        followupFingerprint: f.fingerprint,
        changed: false,
        outcome: 'skipped',
      });
      continue;
    }
    let source = reuse ? (c.first ?? c.sourceObservation) : null;
    let sourceRecord: RecordedObservation | null = null;
    if (source === null && ctx.plan.calls.relationSources === 0) {
      // Reuse found nothing to reuse (the calls of this input failed): no call
      // the plan did not count is made, so the budget holds. The failed call is
      // already counted (and stopped a `raise` run), so this is not a new error.
      c.relations.push({
        ...base,
        followupFingerprint: f.fingerprint,
        changed: true,
        outcome: 'error',
        error: 'no source observation to compare with: the calls of this input failed',
        reason: 'no_source',
      });
      continue;
    }
    if (source === null) {
      let s = ctx.call(c.plan.input);
      if (isThenable(s)) s = await s;
      const so = s as Answer;
      if (so === NOT_STARTED) return;
      ctx.counts.relationSources++;
      if (so instanceof Failed) {
        relationError(ctx, c, {
          ...base,
          followupFingerprint: f.fingerprint,
          changed: true,
          outcome: 'error',
          error: `the source call failed: ${so.error}`,
          reason: 'source_failed',
          source: so.record,
        });
        continue;
      }
      source = observationOf(so);
      sourceRecord = recordObservation(source as Observation, msOf(so));
      if (ctx.halted()) return;
    }
    const withSource = sourceRecord === null ? {} : { source: sourceRecord };
    let out = ctx.call(f.followup);
    if (isThenable(out)) out = await out;
    const o = out as Answer;
    if (o === NOT_STARTED) return;
    ctx.counts.relations++;
    if (o instanceof Failed) {
      relationError(ctx, c, {
        ...base,
        followupFingerprint: f.fingerprint,
        changed: true,
        observation: o.record,
        outcome: 'error',
        error: o.error,
        reason: 'followup_failed',
        ...withSource,
      });
      continue;
    }
    const followup = observationOf(o) as Observation;
    const observation = recordObservation(followup, msOf(o));
    try {
      const outcome = judgeRelation(relation, source as Observation, followup);
      c.relations.push({
        name: relation.name,
        type: relation.type,
        followupFingerprint: f.fingerprint,
        changed: true,
        observation,
        outcome,
        ...withSource,
      });
    } catch (error) {
      relationError(ctx, c, {
        ...base,
        followupFingerprint: f.fingerprint,
        changed: true,
        observation,
        outcome: 'error',
        error: `the check failed: ${messageOf(error)}`,
        reason: 'check_failed',
        ...withSource,
      });
    }
  }
}

function relationError(ctx: RelationCalls, c: CaseState, record: RecordedRelation): void {
  c.relations.push(record);
  ctx.counts.errors++;
  if (ctx.plan.settings.errorPolicy === 'raise' && !ctx.halted()) {
    ctx.fail({
      message: `relation '${record.name}' on input ${c.plan.index + 1}: ${record.error ?? 'failed'}`,
      caseIndex: c.plan.index,
    });
  }
}
