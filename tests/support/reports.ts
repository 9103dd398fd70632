/** A provider's reports of dropped items or emptied fields, collected for the running test. */
import { onTestFinished } from 'vitest';

/** A reporter's setter, as the providers' schemas export them: it answers the reporter it replaced. */
type SetReporter<T> = (next: (item: T) => void) => (item: T) => void;

/** Replaces a reporter, until the running test has finished, by one that collects what it is given: answers that list. */
export function collectReports<T>(setReporter: SetReporter<T>): T[] {
  const items: T[] = [];
  const previous = setReporter((item) => {
    items.push(item);
  });
  onTestFinished(() => {
    setReporter(previous);
  });
  return items;
}
