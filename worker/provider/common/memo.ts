/**
 * A CRM client's memory of its answers for one request (the Omnicasa and Whise clients): the same
 * key gives the same promise, so the lists a request's calls share are asked once; a failed answer
 * is forgotten, so the next ask tries again.
 */
export class Memo {
  private readonly answers = new Map<string, Promise<unknown>>();

  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.answers.get(key);
    if (hit) return hit as Promise<T>;
    const promise = load();
    this.answers.set(key, promise);
    promise.catch(() => {
      if (this.answers.get(key) === promise) this.answers.delete(key);
    });
    return promise;
  }
}
