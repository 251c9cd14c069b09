import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from './media';
import { chosenImageProblem } from './upload-check';

describe('chosenImageProblem', () => {
  it('takes the image types the server takes, up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(chosenImageProblem({ type, size: 1000 })).toBeNull();
    }
    expect(chosenImageProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('names a wrong type (SVG, a PDF, no type) and a file too large', () => {
    expect(chosenImageProblem({ type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_WRONG_TYPE);
    expect(chosenImageProblem({ type: 'application/pdf', size: 10 })).toBe(UPLOAD_WRONG_TYPE);
    expect(chosenImageProblem({ type: '', size: 10 })).toBe(UPLOAD_WRONG_TYPE);
    expect(chosenImageProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE);
  });
});
