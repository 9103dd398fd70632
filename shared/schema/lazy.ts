/**
 * A value built on first use rather than at module load: `lazy(() => type({...}))` stands for the
 * schema and behaves as it (called, its methods and properties, composed into other schemas,
 * `instanceof`), but arktype parses the definition only when the schema is first used. A Worker
 * isolate builds its modules before its first answer (Cloudflare's startup limit is 1 s), and
 * parsing every schema of the site there cost most of that time; now each request pays only for
 * the schemas it uses, once per isolate. `npm run startup` measures it.
 */
export function lazy<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  // The target is an arrow function: callable like a schema, with no own property a trap must keep.
  return new Proxy((() => undefined) as unknown as T, {
    apply: (_target, self, args) => Reflect.apply(real() as unknown as (...a: unknown[]) => unknown, self, args),
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
