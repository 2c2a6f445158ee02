/** What the server says when a member's role does not allow a request (DESIGN.md §12). */
export const rightsMessages = {
  viewerReadOnly: 'You can look at this family’s school, but only a parent or teacher can change it.',
  childNotAllowed: 'Ask a parent to do this.',
  parentOnly: 'Only the family’s parent can do this.',
  childMayOnly: (fields: string) => `You can only change ${fields} here. Ask a parent for anything else.`,
} as const;
