export function rehearse(fp: any, surfacesOf: any, makeSurface: any): void;
