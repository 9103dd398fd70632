/**
 * arktype as the site uses it (app/schema/arktype.ts): jitless, so a schema first built while
 * the worker answers a request checks values without generating code (workerd refuses
 * `new Function` there), and schemas wrapped in `lazy` are built on first use, once.
 */
import { describe, expect, it } from 'vitest';
import { propertiesQuerySchema } from '../../../app/model/query';
import { type } from '../../../app/schema/arktype';
import { lazy } from '../../../shared/schema/lazy';
import { problemOf } from './lenient';

describe('arktype, jitless', () => {
  it('checks values without compiling the schema', () => {
    const schema = type({ name: 'string > 0', rooms: 'number.integer >= 0' });
    expect(schema.internal.$.resolvedConfig.jitless).toBe(true);
    expect(schema.internal.precompilation).toBeUndefined();
    expect(schema({ name: 'Villa', rooms: 3 })).toEqual({ name: 'Villa', rooms: 3 });
    const refused = schema({ name: '', rooms: 1.5 });
    expect(refused).toBeInstanceOf(type.errors);
    expect(String(refused)).toMatch(/name/);
  });

  it("compiles none of the site's schemas either", () => {
    expect(propertiesQuerySchema({ goal: '0', page: '2' })).toMatchObject({ goal: '0', page: 2 });
    expect(propertiesQuerySchema.internal.precompilation).toBeUndefined();
  });
});

describe('lazy', () => {
  it('builds its value on first use, once, and stands for it', () => {
    let builds = 0;
    const word = lazy(() => {
      builds++;
      return type('string > 0');
    });
    const pair = lazy(() => type({ first: word, 'second?': word }));
    expect(builds).toBe(0);
    expect(pair({ first: 'a', second: 'b' })).toEqual({ first: 'a', second: 'b' });
    expect(pair({ first: '' })).toBeInstanceOf(type.errors);
    expect(word('x')).toBe('x');
    expect(builds).toBe(1);
  });
});

describe('problemOf', () => {
  it("leaves the path out of a union's problem, as arktype leaves it out of the others'", () => {
    const union = type({ Items: 'unknown[] | null' })({ Items: 'not a list' });
    if (!(union instanceof type.errors)) throw new Error('expected errors');
    expect(union[0]!.problem).toMatch(/^Items must be an array or null/);
    expect(`Value.${union[0]!.propString} ${problemOf(union[0])}`).toMatch(/^Value\.Items must be an array or null/);
    const plain = type({ n: 'number' })({ n: 'x' });
    if (!(plain instanceof type.errors)) throw new Error('expected errors');
    expect(problemOf(plain[0])).toMatch(/^must be a number/);
    expect(problemOf(undefined)).toBe('is not the expected shape');
  });
});
