import { vi } from 'vitest';

/**
 * happy-dom has no layout: give the message log a viewport and each virtual row a height, as a
 * browser would measure them, so the virtualiser renders a window of rows.
 */
export function mockListLayout({ width = 420, height = 800, rowHeight = 96 } = {}): void {
  const isLog = (element: HTMLElement) => element.getAttribute('role') === 'log';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isLog(this) ? height : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isLog(this) ? width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const sizer = isLog(this) ? (this.firstElementChild as HTMLElement | null) : null;
    return sizer ? Number.parseInt(sizer.style.height, 10) || 0 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : rowHeight;
  });
}
