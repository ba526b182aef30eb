import { objectIdFromUrl, objectPath } from './object-paths.js';

describe('photo URLs', () => {
  const appUrl = 'https://crew.example';
  const id = '7f1c9c1e-3a55-4a4f-9a57-2a6f0e1f9b10';

  it('stores a photo as a path on this server', () => {
    expect(objectPath(id)).toBe(`/api/objects/${id}`);
  });

  it.each([
    `/api/objects/${id}`,
    `${appUrl}/api/objects/${id}`,
    `${appUrl}/api/objects/upload/${id}?expires=1900000000&sig=abc`,
    `/api/objects/${id.toUpperCase()}`,
    `/api/objects/${id}#photo`,
  ])('finds the object in %p', (value) => {
    expect(objectIdFromUrl(value, appUrl)).toBe(id);
  });

  it.each([
    `https://evil.example/api/objects/${id}`,
    `//evil.example/api/objects/${id}`,
    `http://crew.example/api/objects/${id}`,
    `/api/objects/not-a-uuid`,
    `/api/objects/${id}/extra`,
    `/api/other/${id}`,
    `/api/objects/..%2F${id}`,
    'javascript:alert(1)',
    '',
  ])('finds none in %p', (value) => {
    expect(objectIdFromUrl(value, appUrl)).toBeNull();
  });
});
