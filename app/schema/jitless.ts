/**
 * arktype set to check values by walking each schema (`jitless`) instead of compiling it into a
 * function with `new Function`. workerd refuses code generation while it answers a request, so a
 * schema first built in a request could not be compiled there; interpreted, a schema can be built
 * on first use (`shared/schema/lazy.ts`) and the worker's startup builds none. This module only
 * sets the option: `./arktype-jitless.ts` imports it before arktype itself, which reads the option
 * once, when it loads (in Node, `./arktype.ts` sets it the same way before its require).
 */
import { configure } from 'arktype/config';

configure({ jitless: true });
