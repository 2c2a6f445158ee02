/** The import runs this process is doing now (ADR 040): the clean-up never takes one of them. */
export const runsHeldHere = new Set<string>();
