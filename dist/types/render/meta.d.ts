/** Facts about a run that the Assessment does not hold, passed in by the caller. */
export interface RunMeta {
    /** Wall time of collection (or of the assessment) in milliseconds; JUnit `time`. */
    readonly durationMs?: number;
    /** ISO 8601 start of the run; JUnit `timestamp`. */
    readonly startedAt?: string;
    /** The commit the run measured. */
    readonly commit?: string;
    /** A link to the CI run that produced the report. */
    readonly url?: string;
    /** Calls that were retried after a transient failure (already counted once in calls). */
    readonly retries?: number;
}
/** What the report says about the run beyond the assessment itself. */
export interface ReportMeta {
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    /** The settings the assessment used (epsilon, thresholds, sources…). */
    readonly settings: Readonly<Record<string, unknown>>;
    /** SHA-256 over the canonical evidence (settings, suite, layer, isolation, cases). */
    readonly evidenceDigest: string | null;
    readonly run?: RunMeta;
    /** Where the full report is kept (a CI artifact); linked when a report is shortened. */
    readonly artifactUrl?: string;
    /**
     * The file the cases come from, as the repository names it (the suite, the
     * inputs, or the evidence): JUnit's `file`, so test reporters point there.
     */
    readonly casesFile?: string;
    /** The pull-request label a maintainer adds to approve a baseline (the Action's setting). */
    readonly approvalLabel?: string;
    /**
     * The digest of the decision suite the evidence was collected against, when it
     * was assessed without it on request (`withoutSuite`): every report says so first.
     */
    readonly suiteNotApplied?: string;
}
