/** The server's exit statuses; the README's table is the contract. */
export const EXIT_OK = 0;
/** An internal error, or a final checkpoint that failed (the owner is kept until exit). */
export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;
/** A startup refusal; its code is on stderr. */
export const EXIT_REFUSED = 3;
/** 128 + SIGTERM: a start cancelled before serving, no owner left behind. */
export const EXIT_CANCELLED = 143;
