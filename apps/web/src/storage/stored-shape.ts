/**
 * Type guards for what the phone keeps (tracked games, queued actions, the offline copy's
 * summary), built from a few small pieces. The companion's pages start with these checks, and a
 * guard costs a few hundred bytes where the schema library costs 28 KiB of the page's first load.
 * Each store's test holds its guard to a zod schema of the same shape.
 */
export type Guard<T> = (value: unknown) => value is T;
type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';

export const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isWhole: Guard<number> = (value): value is number => Number.isSafeInteger(value);

export const isCount: Guard<number> = (value): value is number => isWhole(value) && value >= 0;

export const literal =
  <const T extends string>(expected: T): Guard<T> =>
  (value): value is T =>
    value === expected;

export const oneOf =
  <const T extends readonly string[]>(values: T): Guard<T[number]> =>
  (value): value is T[number] =>
    typeof value === 'string' && values.includes(value);

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

export const pairOf =
  <T>(guard: Guard<T>): Guard<[T, T]> =>
  (value): value is [T, T] =>
    Array.isArray(value) && value.length === 2 && value.every(guard);

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with each named field passing its guard (other fields are allowed, as zod allows). */
export const shape =
  <Fields extends Record<string, Guard<unknown>>>(
    fields: Fields,
  ): Guard<{ [K in keyof Fields]: Guarded<Fields[K]> }> =>
  (value): value is { [K in keyof Fields]: Guarded<Fields[K]> } =>
    isPlainObject(value) && Object.entries(fields).every(([key, guard]) => guard(value[key]));

export const either =
  <A, B>(first: Guard<A>, second: Guard<B>): Guard<A | B> =>
  (value): value is A | B =>
    first(value) || second(value);
