/**
 * A response serialiser without the zod response check the app's routes get by default, for the hottest
 * routes whose bodies are built field by field from typed DTOs (the check costs more than the rest of such a
 * route's JSON work). The schema still documents the route in OpenAPI, and the route's API test checks its
 * bodies against the schema strictly, so nothing more than it describes goes out.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
