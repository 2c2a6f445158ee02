/**
 * Passwords of 8+ characters that top the public breach lists (lowercased). Refusing them stops the
 * guesses an attacker tries first; the list is small on purpose (it ships to the browser too).
 */
const COMMON = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888', '11223344',
  '12341234', '12121212', '123123123', '147258369', '987654321', '99999999', '55555555', '66666666', '77777777',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'zaq12wsx', '1qaz2wsx',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball',
  'basketball', 'superman', 'batman123', 'starwars', 'welcome1', 'welcome123', 'letmein1', 'trustno1', 'whatever',
  'computer', 'internet', 'dragon123', 'monkey123', 'abc12345', 'abcd1234', 'abcdefgh', 'homeschool', 'homeschool1',
  'teacher1', 'school123', 'mypassword', 'changeme', 'admin123', 'administrator', 'secret123', 'freedom1',
  'jennifer', 'michelle', 'jordan23', 'charlie1', 'shadow12', 'master12', 'mustang1', 'access14', 'hello123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
