// The documented stderr lines of a server's lifecycle (reference-impl/README.md, the upstream runtime's lines).

/** A signal noted before serving. */
export const SIGNAL_NOTICE = /received SIG[A-Z]+ during cold bootstrap/;
/** The final checkpoint is durable and the owner released. */
export const ACK_LINE = /checkpoint ACK; owner released/;
/** A start abandoned before serving, with nothing left owned. */
export const CANCELLED_LINE = /startup cancelled before serving; no owner remains/;
