import type { AgentDiagnostics } from '../agents/index.js';
import type { CollectionPlan } from '../collect/index.js';
/** The plan as a person reads it before the first call (and after `dryRun`). */
export declare function describePlan(plan: CollectionPlan, agentLabel: string | null): string;
export declare function describeDiagnostics(d: AgentDiagnostics): string;
