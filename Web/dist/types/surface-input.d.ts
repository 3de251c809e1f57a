export const CONTROLS: "button, a[href], input, select, textarea, label, summary, option, [contenteditable]:not([contenteditable=\"false\"])";
