/**
 * A real OpenID Connect provider (the oidc-provider package) on localhost for sign-in tests. Its login page
 * (the package's development interactions) accepts any login: the login becomes the account id, and the
 * account's claims are `<login>@example.com` (email_verified true) and the name 'Test Parent'. Consent is
 * granted automatically for the registered client, as a first-party identity provider would.
 *
 * Run as its own process for Playwright: `tsx tests/setup/oidc-provider.ts` with OIDC_PORT, OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET and OIDC_REDIRECT_URI.
 */
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcProviderOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export function emailForLogin(login: string): string {
  return `${login.toLowerCase()}@example.com`;
}

export function createOidcProvider(opts: OidcProviderOptions): Provider {
  const issuer = `http://localhost:${opts.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['homeschool-test-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: emailForLogin(id), email_verified: true, name: 'Test Parent' };
        },
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const existing = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  return provider;
}

export async function startOidcProvider(
  opts: OidcProviderOptions,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const provider = createOidcProvider(opts);
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(opts.port, () => resolve(s));
  });
  return {
    issuer: `http://localhost:${opts.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OIDC_PORT ?? 4400);
  const redirect = process.env.OIDC_REDIRECT_URI;
  if (!redirect)
    throw new Error(
      'Set OIDC_REDIRECT_URI to the app callback, e.g. http://localhost:3000/api/auth/callback/oidc',
    );
  const { issuer } = await startOidcProvider({
    port,
    clientId: process.env.OIDC_CLIENT_ID ?? 'homeschool-e2e',
    clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'homeschool-e2e-secret',
    redirectUris: [redirect],
  });
  console.log(`OpenID provider at ${issuer}`);
}
