/** The session's read (GET /api/me): apart from api/read-paths.ts, so the entry (lib/me.ts) carries only this. */
export const ME_PATH = '/api/me';
