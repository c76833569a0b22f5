/**
 * Encodes frames to UTF-8 once: the engine hands out the same string for the same frame (see
 * remember-frames.ts), so the bytes of a frame seen before are found by the string and copied,
 * while encoding a frame (about 860 bytes, most of them three-byte box-drawing characters) took a
 * fifth of fish's bench. Bounded: when it holds many frames, it starts again, so input that keeps
 * making new frames (new invalid tokens) does not make memory grow.
 */
export type FrameEncoder = (frame: string) => Uint8Array;

const MAX_FRAMES = 256;

export function createFrameEncoder(): FrameEncoder {
  const encoder = new TextEncoder();
  const known = new Map<string, Uint8Array>();
  return (frame) => {
    let bytes = known.get(frame);
    if (bytes === undefined) {
      bytes = encoder.encode(frame);
      if (known.size >= MAX_FRAMES) known.clear();
      known.set(frame, bytes);
    }
    return bytes;
  };
}
