// A result's figure as a player reads it, the one wording for every page that names one (the
// watch page's verdict, a challenge's outcome).

/**
 * `result`'s figure ({ value, unit }): "38 moves", "1 move", "80 points", "16.2 s" (seconds to
 * a tenth); "no result" for none. A unit is named in the plural; a whole 1 takes the singular.
 */
export function figureText(result) {
  if (!result) return 'no result';
  if (result.unit === 'seconds') return `${result.value.toFixed(1)} s`;
  const value = Number.isInteger(result.value) ? String(result.value) : result.value.toFixed(1);
  return `${value} ${result.value === 1 ? result.unit.replace(/s$/, '') : result.unit}`;
}
