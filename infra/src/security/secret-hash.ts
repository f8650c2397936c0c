import argon2 from 'argon2';

/**
 * How passwords and recovery codes are hashed: argon2id with OWASP's recommended parameters
 * (Password Storage Cheat Sheet: 19 MiB, 2 passes, 1 lane). argon2's own defaults (64 MiB, 3
 * passes, 4 lanes) cost about 1.2 s of both cores of a 2-core server per hash under load, so a
 * handful of logins starved every other request; these cost about 22 ms of one core (0.2 s under
 * load). A stored hash names its own parameters, so hashes made with other parameters still verify.
 */
export const SECRET_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash of a password or recovery code. */
export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, SECRET_HASH_OPTIONS);
}

/**
 * Whether a stored hash was made with other parameters (e.g. argon2's defaults, used before):
 * a login with the right password then stores a new one, so every account's check costs the
 * same as a miss does (the dummy hash of an unknown address), and old hashes fade out.
 */
export function needsNewHash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, SECRET_HASH_OPTIONS);
  } catch {
    return false;
  }
}

/** Whether `secret` matches `hash`; a hash argon2 cannot read (e.g. an erased account's '!') matches nothing. */
export function verifySecret(hash: string, secret: string): Promise<boolean> {
  return argon2.verify(hash, secret).catch(() => false);
}
