/** Helpers that read build-time environment variables with clear errors for bad values. */
export type Env = Record<string, string | undefined>;

export function optionalEnv(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function envWithDefault(env: Env, name: string, fallback: string): string {
  return optionalEnv(env, name) ?? fallback;
}

export function flagEnv(env: Env, name: string, fallback: boolean): boolean {
  const value = optionalEnv(env, name);
  if (value === null) return fallback;
  if (value === '1') return true;
  if (value === '0') return false;
  throw new Error(`${name} must be "1" or "0", got "${value}"`);
}

export function choiceEnv<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = optionalEnv(env, name);
  if (value === null) return fallback;
  const choice = choices.find((candidate) => candidate === value);
  if (choice === undefined) {
    throw new Error(`${name} must be one of ${choices.map((c) => `"${c}"`).join(', ')}, got "${value}"`);
  }
  return choice;
}

export function urlEnv(env: Env, name: string, fallback: string): string;
export function urlEnv(env: Env, name: string, fallback: null): string | null;
export function urlEnv(env: Env, name: string, fallback: string | null): string | null {
  const value = optionalEnv(env, name);
  if (value === null) return fallback;
  if (!/^https?:\/\/[^\s/]+/.test(value) || !URL.canParse(value)) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}
