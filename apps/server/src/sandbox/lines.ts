/**
 * Splits a byte stream into lines, refusing any line longer than `maxBytes` (readline has no such
 * limit: a peer writing one endless line would fill the reader's memory).
 */
export function lineReader(
  maxBytes: number,
  onLine: (line: string) => void,
  onTooLong: () => void,
): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let isBroken = false;
  return (chunk) => {
    if (isBroken) return;
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      if (newline === -1) break;
      const piece = chunk.subarray(start, newline);
      if (pendingBytes + piece.length > maxBytes) return tooLong();
      const line = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      pendingBytes = 0;
      onLine(line.toString('utf8'));
      if (isBroken) return;
      start = newline + 1;
    }
    const rest = chunk.subarray(start);
    if (rest.length === 0) return;
    if (pendingBytes + rest.length > maxBytes) return tooLong();
    pending.push(Buffer.from(rest));
    pendingBytes += rest.length;
  };

  function tooLong(): void {
    isBroken = true;
    pending = [];
    onTooLong();
  }
}
