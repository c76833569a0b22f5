/** A zip that cannot be read as one; the message says why. */
export class ZipFormatError extends Error {}
