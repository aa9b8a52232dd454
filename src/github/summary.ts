// The job summary: written once per call, never fatal, the toolkit's buffer
// emptied afterwards so that the next call does not repeat it.
import * as core from '@actions/core';
import { describeThrown } from '../core/util/thrown.js';

export async function writeSummary(text: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(text).write();
  } catch (error) {
    core.warning(`AgentVerity could not write the job summary: ${describeThrown(error)}`);
  } finally {
    core.summary.emptyBuffer();
  }
}
