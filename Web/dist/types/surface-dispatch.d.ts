export function heapOf(fp: any): any;
import { GestureEvent } from "./event.js";
