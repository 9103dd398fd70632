/** A D1 database that tells `record` every statement prepared on it, then runs it on `db` unchanged. */
export function recordStatements(db: D1Database, record: (sql: string) => void): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare')
        return (sql: string) => {
          record(sql);
          return target.prepare(sql);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
