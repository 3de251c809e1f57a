/**
 * Checks `options` for a recognizer of `kind` and returns what the engine needs: thresholds and
 * properties as [code, number] pairs, and the page's own options. Throws a TypeError or
 * RangeError naming the first bad option.
 */
export function checkOptions(kind: any, options: any): {
    settings: any[];
    properties: any[];
    own: {
        name: string | null;
        isEnabled: boolean;
        keyboard: boolean;
        options: any;
        templates: null;
        rejectedNames: never[];
        movement: {
            shape: any;
            axis: null;
            bounds: null;
            give: number;
            offset: number | {
                x: number;
                y: number;
            };
        } | null;
    };
};
export const CHECKS: {
    0: (where: any, key: any, v: any) => number;
    1: (where: any, key: any, v: any) => number;
    2: (where: any, key: any, v: any) => number;
    3: (where: any, key: any, v: any) => number;
    4: (where: any, key: any, v: any) => number;
    5: (where: any, key: any, v: any) => number;
    6: (where: any, key: any, v: any) => number;
    7: (where: any, key: any, v: any) => void | 0 | 1;
    8: (where: any, key: any, v: any) => any;
    9: (where: any, key: any, v: any) => any;
    10: (where: any, key: any, v: any) => number;
    11: (where: any, key: any, v: any) => number;
    12: (where: any, key: any, v: any) => number;
};
export { POINTER_KINDS, RECOGNIZER_KINDS } from "./abi.js";
