// `npm run reset-password -- <email> [--remove-second-factor]`: for a server without SMTP, where nobody can
// receive a reset link. Sets a new random password on the account, signs it out everywhere, and prints the
// password for the administrator to hand over. A second factor (ADR 031) is kept: the next sign-in still asks
// for its code. `--remove-second-factor` removes it too (the key and the recovery codes), for an adult who lost
// both. Uses the same DATA_DIR / DATABASE_URL / AUTH_SECRET settings as the server.
import { randomBytes } from 'node:crypto';
import { createAuth } from '../src/server/auth/auth';
import { loadConfig } from '../src/server/config';
import { createDb } from '../src/server/db/client';
import { createEventBus } from '../src/server/realtime/bus';
import { bridgeBusOverPostgres } from '../src/server/realtime/pg-bridge';

/** 16 characters from a 55-letter alphabet without look-alikes (about 92 bits). */
function newPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}

const REMOVE_FACTOR = '--remove-second-factor';
const removeFactor = process.argv.includes(REMOVE_FACTOR);
const arg = process.argv
  .slice(2)
  .find((a) => a !== REMOVE_FACTOR)
  ?.trim()
  .toLowerCase();
if (!arg || arg === '--help' || arg === '-h' || !arg.includes('@')) {
  console.error(
    `Usage: npm run reset-password -- <email> [${REMOVE_FACTOR}]\nSets a new password for that account and prints it. A second factor is kept unless ${REMOVE_FACTOR} is given.`,
  );
  process.exit(arg === '--help' || arg === '-h' ? 0 : 1);
}

const config = { ...loadConfig(), logLevel: 'silent' };
const handle = createDb(config.databaseUrl);
try {
  const auth = createAuth({ db: handle.db, dialect: handle.dialect, config });
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(arg, { includeAccounts: true });
  if (!found) {
    console.error(`No account uses ${arg}.`);
    process.exitCode = 1;
  } else {
    const password = newPassword();
    const hash = await ctx.password.hash(password);
    const userId = found.user.id;
    if (found.accounts.some((a) => a.providerId === 'credential'))
      await ctx.internalAdapter.updatePassword(userId, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      });
    await ctx.internalAdapter.deleteUserSessions(userId);
    console.log(`New password for ${found.user.email}: ${password}`);
    const hadFactor = Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled);
    if (removeFactor) {
      await handle.db
        .deleteFrom('twoFactor' as never)
        .where('userId' as never, '=', userId as never)
        .execute();
      await ctx.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
      console.log(hadFactor ? 'The second factor was removed.' : 'The account had no second factor.');
    } else if (hadFactor) {
      console.log(`The second factor is kept (its code is still asked for); ${REMOVE_FACTOR} removes it.`);
    }
    if (handle.dialect === 'postgres') {
      // Running servers keep checked sessions in memory: tell them, as a server would.
      const bus = createEventBus();
      const close = await bridgeBusOverPostgres(bus, config.databaseUrl, { warn: () => {} });
      await bus.publishAndWait(userId, 'sessions');
      await close();
      console.log('Give it to the account holder; every device of the account has been signed out.');
    } else {
      console.log(
        'Give it to the account holder; every device of the account is signed out (within a minute on a running server).',
      );
    }
  }
} finally {
  await handle.close();
}
