import { checkPhotoFiles, MAX_PHOTO_BYTES, typeAllowed } from './photo-rules';

const png = (size = 1000, name = 'me.png') => ({ name, type: 'image/png', size });

describe('photo checks before upload', () => {
  it('accepts one image of at most 5242880 bytes', () => {
    expect(checkPhotoFiles([png()])).toBeNull();
    expect(checkPhotoFiles([png(MAX_PHOTO_BYTES)])).toBeNull();
  });

  it('refuses more than one file', () => {
    expect(checkPhotoFiles([png(), png(10, 'b.png')])).toBe('You can only upload 1 file(s)');
  });

  it('refuses anything but images', () => {
    expect(checkPhotoFiles([{ name: 'cv.pdf', type: 'application/pdf', size: 10 }])).toBe('You can only upload: image/*');
    expect(checkPhotoFiles([{ name: 'mystery', type: '', size: 10 }])).toBe('You can only upload: image/*');
  });

  it('refuses a file one byte over 5 MB, naming it', () => {
    expect(checkPhotoFiles([png(MAX_PHOTO_BYTES + 1, 'big.jpg')])).toBe('big.jpg exceeds maximum allowed size of 5 MB');
  });

  it('matches MIME patterns and dotted extensions', () => {
    expect(typeAllowed({ name: 'a.JPG', type: 'image/jpeg' }, ['image/*'])).toBe(true);
    expect(typeAllowed({ name: 'a.JPG', type: '' }, ['.jpg'])).toBe(true);
    expect(typeAllowed({ name: 'a.gif', type: 'image/gif' }, ['image/png'])).toBe(false);
  });
});
