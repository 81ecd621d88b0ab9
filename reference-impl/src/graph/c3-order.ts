// Python's method resolution order (the C3 linearisation): a class, then its bases' orders merged so that every
// class comes before its own bases and bases keep the order the class writes them in. Pure: the caller says what
// a class's bases are and how classes are told apart.

/**
 * The order in which `head` and its ancestors are searched for an attribute, `head` first; null when it is not
 * known: a base on the way is not known (`basesOf` gives null for it, or a list holding null), bases form a cycle,
 * the hierarchy is deeper than `maxDepth`, or no order keeps every class before its bases and every list of bases
 * in order (Python refuses to create such a class).
 */
export function c3Order<T>(head: T, basesOf: (cls: T) => readonly (T | null)[] | null, keyOf: (cls: T) => string, maxDepth: number): T[] | null {
  const memo = new Map<string, T[] | null>();
  const walking = new Set<string>();
  const order = (cls: T, depth: number): T[] | null => {
    const key = keyOf(cls);
    if (memo.has(key)) return memo.get(key)!;
    if (walking.has(key) || depth > maxDepth) return null;
    const bases = basesOf(cls);
    if (bases === null || bases.some((b) => b === null)) return remember(key, null);
    walking.add(key);
    const lists: T[][] = [];
    for (const base of bases as T[]) {
      const l = order(base, depth + 1);
      if (l === null) {
        walking.delete(key);
        return remember(key, null);
      }
      lists.push([...l]);
    }
    walking.delete(key);
    lists.push([...(bases as T[])]);
    const merged = merge(lists, keyOf);
    return remember(key, merged && [cls, ...merged]);
  };
  const remember = (key: string, value: T[] | null): T[] | null => {
    memo.set(key, value);
    return value;
  };
  return order(head, 0);
}

/** C3's merge: repeatedly the first list head no list holds past its head; null when none such remains. */
function merge<T>(lists: T[][], keyOf: (cls: T) => string): T[] | null {
  const out: T[] = [];
  const keys = lists.map((l) => l.map(keyOf));
  for (;;) {
    const live = keys.map((_, i) => i).filter((i) => keys[i]!.length > 0);
    if (live.length === 0) return out;
    const inTail = (k: string) => live.some((i) => keys[i]!.indexOf(k, 1) > 0);
    const pick = live.find((i) => !inTail(keys[i]![0]!));
    if (pick === undefined) return null;
    const k = keys[pick]![0]!;
    out.push(lists[pick]![0]!);
    for (const i of live) {
      if (keys[i]![0] === k) {
        keys[i]!.shift();
        lists[i]!.shift();
      }
    }
  }
}
