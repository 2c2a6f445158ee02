/** 'Ava' / 'Ava and Ben' / 'Ava, Ben and Cy': children named in a sentence (marks' accessible text). */
export function childNames(children: readonly { name: string }[]): string {
  const names = children.map((c) => c.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
