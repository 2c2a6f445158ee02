import { createHmac } from 'node:crypto';

/** RFC 4648 base32 → bytes (the key of an otpauth:// URI). */
function fromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * The six-digit code an authenticator app shows for a base32 key (RFC 6238: HMAC-SHA1 over the 30-second
 * step, RFC 4226 dynamic truncation), computed here so the tests do not trust the server's own.
 */
export function totpCode(base32Secret: string, at = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(at / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', fromBase32(base32Secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A code that is not the current one (nor the neighbouring steps an app's clock may be off by). */
export function wrongCode(base32Secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => totpCode(base32Secret, Date.now(), s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
