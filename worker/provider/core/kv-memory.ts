/**
 * The KV cache's answers kept a few seconds in the isolate's memory (decision record 039): a
 * listing reads its properties, types and cities from KV on every request, and the same keys are
 * read by every visitor of the same pages. Within `DATA_MEMORY_SECONDS` (wrangler.toml: 5; 0 or
 * unset: off) a key's copy read or written by this isolate is used again instead of asking KV.
 *
 * - What is kept is KV's text and its `storedAt`, exactly as KV gave them: every read parses its
 *   own copy, so no request can change what another one sees, and ./cached.ts decides fresh or
 *   stale from `storedAt` as it does for a KV read.
 * - A copy is used for at most the period after it was read or written; an answer this isolate
 *   writes replaces its copy at once.
 * - At most 200 keys and 8 MB of text; the least recently read go first. A text larger than a
 *   quarter of the budget is not kept.
 */
import { periodMs } from '../../config/period';

export interface KvCopy {
  text: string;
  storedAt: number;
}

interface Kept extends KvCopy {
  keptAt: number;
}

export const MAX_KEYS = 200;
export const MAX_BYTES = 8 * 1024 * 1024;

export class KvMemory {
  private readonly copies = new Map<string, Kept>();
  private bytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_KEYS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** The copy of `key` kept less than `ttlMs` ago, or null. */
  get(key: string, ttlMs: number): KvCopy | null {
    const kept = this.copies.get(key);
    if (!kept) return null;
    if (this.now() - kept.keptAt >= ttlMs) {
      this.drop(key);
      return null;
    }
    // Most recently read last: a Map keeps insertion order.
    this.copies.delete(key);
    this.copies.set(key, kept);
    return { text: kept.text, storedAt: kept.storedAt };
  }

  set(key: string, copy: KvCopy): void {
    this.drop(key);
    const size = copy.text.length * 2;
    if (size > this.maxBytes / 4) return;
    this.copies.set(key, { ...copy, keptAt: this.now() });
    this.bytes += size;
    for (const oldest of this.copies.keys()) {
      if (this.copies.size <= this.maxKeys && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  get size(): number {
    return this.copies.size;
  }

  private drop(key: string): void {
    const kept = this.copies.get(key);
    if (!kept) return;
    this.copies.delete(key);
    this.bytes -= kept.text.length * 2;
  }
}

/** The isolate's memory of KV answers. */
export const kvMemory = new KvMemory();

/** `DATA_MEMORY_SECONDS` as milliseconds: a whole number of seconds from 1 to 60, otherwise off (0). */
export const dataMemoryMs = (setting: string | undefined): number => periodMs(setting, 60);
