/** What a recognizer leaves the browser, as bits. */
export function touchActionOf(r: any): 0 | 7 | 1 | 2 | 3 | 15;
/** Bits as a CSS touch-action value. */
export function touchActionText(mask: any): string;
export const ALL_TOUCH: 15;
