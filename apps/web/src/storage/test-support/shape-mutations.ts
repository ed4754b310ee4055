/** Wrong values a stored field could hold: each kind of JSON value, and numbers at the edges. */
const wrongValues: unknown[] = [undefined, null, '', 'x', 0, -1, 1.5, 2 ** 53, true, [], {}];

/**
 * Every copy of `value` with one field (at any depth, array items included) replaced by a wrong
 * value or removed, each passed through JSON as storage would: the inputs for holding a hand
 * written guard to a schema of the same shape.
 */
export function oneFieldWrong(value: unknown): unknown[] {
  const variants: unknown[] = [];
  const visit = (node: unknown, replace: (next: unknown) => unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const entries = Array.isArray(node)
      ? node.map((item, index) => [index, item] as const)
      : Object.entries(node);
    for (const [key, child] of entries) {
      const replaceChild = (next: unknown) =>
        replace(
          Array.isArray(node)
            ? node.map((item, index) => (index === key ? next : item))
            : { ...node, [key]: next },
        );
      for (const wrong of wrongValues)
        variants.push(JSON.parse(JSON.stringify(replaceChild(wrong)) ?? 'null'));
      visit(child, replaceChild);
    }
  };
  visit(value, (next) => next);
  return variants;
}
