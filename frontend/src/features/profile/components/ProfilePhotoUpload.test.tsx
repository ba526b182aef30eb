import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ProfilePhotoUpload } from './ProfilePhotoUpload';

function file(name: string, type: string, size = 100) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('ProfilePhotoUpload', () => {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  beforeAll(() => {
    // jsdom has no object URLs; the browser's are only used for the preview.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    calls.length = 0;
    // A stand-in for the browser's fetch that records requests and fails them (not a mock of our API's behaviour).
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return { ok: false, status: 500, statusText: 'Internal Server Error', headers: new Headers(), text: async () => '' };
    }) as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('refuses more than one file, non-images and files over 5 MB with the uploader messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfilePhotoUpload />);

    await user.upload(input(), [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    expect(await screen.findByText('You can only upload 1 file(s)')).toBeInTheDocument();

    await user.upload(input(), file('cv.pdf', 'application/pdf'));
    expect(await screen.findByText('You can only upload: image/*')).toBeInTheDocument();

    await user.upload(input(), file('huge.jpg', 'image/jpeg', 5_242_881));
    expect(await screen.findByText('huge.jpg exceeds maximum allowed size of 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('never starts by itself; the Upload Photo button starts it, and a failure ends the uploading state', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfilePhotoUpload />);

    await user.upload(input(), file('me.png', 'image/png', 2048));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Selected photo preview' })).toHaveAttribute('src', 'blob:preview');
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update your profile photo. Please try again.')).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/objects/upload']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled());
  });
});
