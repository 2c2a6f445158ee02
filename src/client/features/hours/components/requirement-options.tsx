import type { RequirementProfiles } from '@shared/schemas/hours';

/** The select's value for "no requirement". */
export const NO_REQUIREMENT = 'none';

/**
 * A requirement select's options: none, the family's own copies ("(yours)"), then the states' templates the
 * family has no copy of. One list for the Records settings card and the requirement dialog.
 */
export function RequirementOptions({ profiles }: { profiles: RequirementProfiles }) {
  return (
    <>
      <option value={NO_REQUIREMENT}>None</option>
      {profiles.own.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name} (yours)
        </option>
      ))}
      {profiles.templates
        .filter((t) => !profiles.own.some((o) => o.templateKey === t.templateKey))
        .map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
    </>
  );
}
