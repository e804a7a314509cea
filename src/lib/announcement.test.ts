// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {announcementResetScript} from './announcement';

const run = (script: string) => new Function(script)();

describe('announcementResetScript', () => {
  afterEach(() => localStorage.clear());

  it('forgets the dismissal of an earlier announcement', () => {
    localStorage.setItem('docusaurus.announcement.id-ns', 'release-1.4.0');
    localStorage.setItem('docusaurus.announcement.dismiss-ns', 'true');
    run(announcementResetScript('release-1.5.0', '-ns'));
    expect(localStorage.getItem('docusaurus.announcement.dismiss-ns')).toBe('false');
  });

  it('keeps the dismissal of the current announcement', () => {
    localStorage.setItem('docusaurus.announcement.id-ns', 'release-1.5.0');
    localStorage.setItem('docusaurus.announcement.dismiss-ns', 'true');
    run(announcementResetScript('release-1.5.0', '-ns'));
    expect(localStorage.getItem('docusaurus.announcement.dismiss-ns')).toBe('true');
  });

  it('does not throw when storage is unavailable', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => run(announcementResetScript('release-1.5.0', ''))).not.toThrow();
    } finally {
      Object.defineProperty(window, 'localStorage', original!);
    }
  });

  it('quotes the id so it cannot break out of the script', () => {
    const script = announcementResetScript(`x');alert(1);//`, '');
    expect(script).toContain(JSON.stringify(`x');alert(1);//`));
    expect(() => run(script)).not.toThrow();
  });
});
