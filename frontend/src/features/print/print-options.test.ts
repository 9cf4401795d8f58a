import { describe, expect, it } from 'vitest';
import { COPIES_PROBLEM, DEFAULT_PRINT_OPTIONS, printOptionsProblems, toPrintChoice } from './print-options';
import { formatFileSize, pageCount, pdfFileProblem } from './print-file';

const options = (overrides: Partial<typeof DEFAULT_PRINT_OPTIONS> = {}) => ({
  ...DEFAULT_PRINT_OPTIONS,
  ...overrides,
});

describe('print options', () => {
  it('when the options are the defaults, then the choice is every page, one copy, black & white, single-sided', () => {
    expect(toPrintChoice('job-1', options(), 3)).toEqual({
      jobId: 'job-1',
      colour: 'bw',
      sides: 'single',
      copies: 1,
      range: '',
      binding: 'none',
    });
  });

  it('when copies and range are typed with spaces, then the choice carries them trimmed', () => {
    expect(toPrintChoice('job-1', options({ copies: ' 3 ', range: ' 1-2, 3 ' }), 3)).toMatchObject({
      copies: 3,
      range: '1-2, 3',
    });
  });

  it.each(['', '0', '51', '1.5', '-2', 'two'])('when copies is "%s", then it is refused', (copies) => {
    expect(printOptionsProblems(options({ copies }), 10)).toEqual({ copies: COPIES_PROBLEM });
    expect(toPrintChoice('job-1', options({ copies }), 10)).toBeNull();
  });

  it('when the range is past the last page or malformed, then the contract’s message is the problem', () => {
    expect(printOptionsProblems(options({ range: '4' }), 3).range).toBe(
      'The document has 3 pages; "4" goes past it.',
    );
    expect(printOptionsProblems(options({ range: '1-2, x' }), 3).range).toMatch(/Write the pages as numbers/);
    expect(toPrintChoice('job-1', options({ range: '4' }), 3)).toBeNull();
  });
});

describe('print files', () => {
  const file = (name: string, type: string, size = 10) => {
    const chosen = new File(['x'], name, { type });
    Object.defineProperty(chosen, 'size', { value: size });
    return chosen;
  };

  it('when a PDF has no type but its name ends in .pdf, then it may be sent', () => {
    expect(pdfFileProblem(file('Notes.PDF', ''))).toBeNull();
  });

  it('when a file is no PDF, empty, or over 25 MB, then it says why', () => {
    expect(pdfFileProblem(file('photo.jpg', 'image/jpeg'))).toBe('Please choose a PDF file (.pdf).');
    expect(pdfFileProblem(file('a.pdf', 'application/pdf', 0))).toMatch(/empty/);
    expect(pdfFileProblem(file('a.pdf', 'application/pdf', 25 * 1024 * 1024 + 1))).toBe(
      'The PDF must be 25 MB or smaller.',
    );
    expect(pdfFileProblem(file('a.pdf', 'application/pdf', 25 * 1024 * 1024))).toBeNull();
  });

  it('when sizes and counts are shown, then they read as people write them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(348_160)).toBe('340 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(pageCount(1)).toBe('1 page');
    expect(pageCount(12)).toBe('12 pages');
  });
});
