/** How many single-letter edits (insert, delete, replace) turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replace));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known command closest to what was typed, if it is close enough to be a typo: a third of
 * its letters at most (and at least two edits allowed). A one-word command is compared with the
 * first word typed only, so `caja lisen --forward-to …` still finds `listen`.
 */
export function closestCommand(typed: string[], known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const words = name.split(' ').length;
    const attempt = typed.slice(0, words).join(' ');
    const distance = editDistance(attempt, name);
    if (distance <= Math.max(2, Math.floor(name.length / 3)) && (!best || distance < best.distance)) {
      best = { name, distance };
    }
  }
  return best?.name;
}
