import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a link to the file and revokes its URL only after the click is handled', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile(new Blob(['a,b\n']), 'poxscan-transactions-7d.csv');
    expect(clicked).toEqual([{ href: 'blob:file', download: 'poxscan-transactions-7d.csv' }]);
    // Revoked at once, Chromium may drop the download it was about to start.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
