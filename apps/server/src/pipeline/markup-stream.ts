import { escapeMarkup } from '@kiln/contracts';

const MARKERS = ['<kiln-', '</kiln-'];

/**
 * Escapes streamed model text so it can never open or close a part, even when `<kiln-` is split
 * across two deltas: a tail that could be the start of a marker is held until the next delta.
 */
export class MarkupEscaper {
  private held = '';

  push(delta: string): string {
    const text = this.held + delta;
    let keep = 0;
    for (const marker of MARKERS) {
      for (let n = Math.min(marker.length - 1, text.length); n > keep; n--) {
        if (text.endsWith(marker.slice(0, n))) {
          keep = n;
          break;
        }
      }
    }
    this.held = text.slice(text.length - keep);
    return escapeMarkup(text.slice(0, text.length - keep));
  }

  flush(): string {
    const rest = escapeMarkup(this.held);
    this.held = '';
    return rest;
  }
}
