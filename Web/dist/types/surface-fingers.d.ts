export function mouseDown(dispatch: any): boolean;
import { DesktopFingers } from "./desktop-fingers.js";
