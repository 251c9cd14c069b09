import { expect, it } from 'vitest';
import { avatarSize } from './media';

it('picks the size of an avatar this site made', () => {
  const url = '/uploads/avatars/0f8fad5b-d9cb-469f-a165-70867728950e-256.webp';
  expect(avatarSize(url, 64)).toBe('/uploads/avatars/0f8fad5b-d9cb-469f-a165-70867728950e-64.webp');
  expect(avatarSize('https://example.com/me.png', 64)).toBe('https://example.com/me.png');
});
