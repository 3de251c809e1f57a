/**
 * Each stroke template's key: its own `key`, else the first letter of its name that no template
 * before it took (R, S and the pinch keys are left to rotation, shake and pinch).
 */
export function strokeKeysOf(templates: any): Map<any, any>;
/**
 * The keys an element with recognizers of `kinds` answers, as `aria-keyshortcuts` lists them
 * (key names as KeyboardEvent.key has them, "Space" and "Plus" spelled out), and a sentence for
 * each, for its accessible description.
 */
export function keyHelp(kinds: any, strokeKeys: any): {
    shortcuts: string;
    description: string;
};
