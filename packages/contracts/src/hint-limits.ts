/*
 * A hint's limit in a file of its own (decision 046): the drop-a-hint page counts the characters
 * left, and importing hints.ts for one number would send the browser the address finder
 * (linkify-it and the list of domain endings) that only the server's check needs.
 */

/** The longest hint message. */
export const HINT_MESSAGE_MAX = 300;
