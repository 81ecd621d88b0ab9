/** Races `promise` against an upper bound; the timer never orders events, it only ends a hung wait. */
export function withBound<T>(promise: Promise<T>, boundMs: number, describe: () => string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(describe())), boundMs);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}
