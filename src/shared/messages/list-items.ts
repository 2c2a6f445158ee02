/** What the three lists (to-do, bucket list, learn list) say; each list's own words are in its module. */
export const listItemMessages = {
  titleRequired: 'Please enter a title.',
  titleTooLong: (max: number) => `The title can be at most ${max} characters.`,
  priority: 'Please choose a priority: high, medium or low.',
  completed: 'Please say whether the item is completed (true or false).',
} as const;

/** What a list's delete confirmation names. */
export interface ListedItem {
  title: string;
  completed: boolean;
}

/** What a list's delete confirmation says: the item, where it leaves from, and that earned xp stays. */
export function removalNotice(title: string, from: string, completed: boolean): string {
  return `"${title}" will be removed from ${from}.${completed ? ' The XP it earned is kept.' : ''}`;
}
