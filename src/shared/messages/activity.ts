import type { ActivityKind } from '../domain/activity';

/** The account activity list's words (issue 39; not fixed by the spec). */
export const activityMessages = {
  title: 'Account activity',
  intro:
    'Sign-ins, exports and imports, deletions, share links, members and second-factor changes of the last 400 days.',
  empty: 'Nothing has happened yet.',
  newDevice: 'New device',
  unknownDevice: 'Unknown device',
  kinds: {
    'sign-in': 'Signed in',
    export: 'Exported the account',
    import: 'Imported into the account',
    'child-deleted': 'Removed a child',
    'records-deleted': 'Deleted records',
    'share-link-created': 'Created an evaluator link',
    'share-link-revoked': 'Revoked an evaluator link',
    'feed-created': 'Created a calendar feed',
    'feed-revoked': 'Revoked a calendar feed',
    'member-invited': 'Invited a member',
    'invite-revoked': 'Withdrew an invite',
    'member-removed': 'Removed a member',
    'member-role-changed': "Changed a member's role",
    'second-factor-on': 'Turned on a second factor',
    'second-factor-off': 'Turned off a second factor',
    'recovery-codes-new': 'Made new recovery codes',
    'family-rule-changed': 'Changed the second-factor rule',
  } satisfies Record<ActivityKind, string>,
  exportAlertSubject: 'Your Homeschool account was exported',
} as const;
