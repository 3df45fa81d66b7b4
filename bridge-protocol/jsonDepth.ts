/**
 * How deeply a JSON-like value nests. A widget configuration nested thousands of levels deep exhausts
 * the call stack of every recursive walker it meets (structured clone on the bridge, serialisers, the
 * frame's deep merge): "Maximum call stack size exceeded", with no word about which widget did it. The
 * loader refuses such a widget before anything walks it, and the server uses the same check to refuse
 * such a configuration on write.
 *
 * Iterative (an explicit stack), so the check itself cannot overflow, and it stops at the first value
 * found too deep. Depth counts containers: a scalar is 0 deep, `{}` and `[]` are 1, `{"a": []}` is 2. A
 * cycle (not JSON, but possible in a value built in memory) is infinitely deep and so exceeds any limit.
 */

/**
 * The deepest configuration accepted. Real widget configurations nest 4–6 levels
 * (`widgets[i].data.main.colors.background`); 32 leaves operators and future fields ample room while
 * staying far below what any recursive walker survives (thousands of levels).
 */
export const MAX_CONFIG_DEPTH = 32;

/** Whether `value` nests containers (objects, arrays) more than `maxDepth` levels deep. */
export function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return true;
    const children: unknown[] = Array.isArray(item.value) ? item.value : Object.values(item.value);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth });
    }
  }
  return false;
}
