import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (19 MiB, t=2, p=1: the OWASP baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password or a malformed stored hash; never throws on client input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real verification so an unknown e-mail is not told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}
