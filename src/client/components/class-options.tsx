/** A class select's value for "no class". */
export const NO_CLASS = 'none';

/** The select's value as the class id the API takes: null for "no class". */
export const classIdOf = (value: string): string | null => (value === NO_CLASS ? null : value);

/**
 * A native "linked class" select's options: "no class", then the family's classes by title. One list for the
 * reading log's book and the transcript's course dialogs.
 */
export function ClassOptions({
  classes,
  noneLabel,
}: {
  classes: readonly { id: string; title: string }[] | undefined;
  noneLabel: string;
}) {
  return (
    <>
      <option value={NO_CLASS}>{noneLabel}</option>
      {(classes ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {c.title}
        </option>
      ))}
    </>
  );
}
