import { describe, expect, it } from 'vitest';
import { dispositionName } from './api-download';

describe('dispositionName', () => {
  it('reads the UTF-8 name first, then the ASCII one, else none', () => {
    expect(
      dispositionName(
        'attachment; filename="portfolio-lukasz.pdf"; filename*=UTF-8\'\'portfolio-%C5%82ukasz.pdf',
      ),
    ).toBe('portfolio-łukasz.pdf');
    expect(dispositionName('attachment; filename="portfolio-ada.pdf"')).toBe('portfolio-ada.pdf');
    expect(dispositionName('attachment; filename="plain.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe(
      'plain.pdf',
    );
    expect(dispositionName('attachment')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});
