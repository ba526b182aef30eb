import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { DataExport } from '../api/data-export';
import { DownloadDataSection } from './DownloadDataSection';

const file = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: 'x-1',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:00:03.000Z',
  byteSize: 5120,
  downloadable: true,
  ...overrides,
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Download my data', () => {
  it('prepares a copy, shows progress while the worker builds it, then offers the file', async () => {
    let files: DataExport[] = [];
    let polls = 0;
    const calls = stubApi({
      'GET /api/user/data-exports': () => {
        // Ready on the second look after the request, as the worker would be.
        if (files[0]?.status === 'pending' && ++polls >= 2) files = [file({ id: 'x-2' })];
        return { body: files };
      },
      'POST /api/user/data-exports': () => {
        files = [file({ id: 'x-2', status: 'pending', readyAt: null, byteSize: null, downloadable: false })];
        return { status: 202, body: files[0] };
      },
    });
    const user = setup();
    renderWithApp(<DownloadDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Preparing your data…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeDisabled();

    const download = await screen.findByRole('link', { name: /Download file/ });
    expect(download).toHaveAttribute('href', '/api/user/data-exports/x-2/download');
    expect(screen.getByText('Prepared Nov 20, 2026 · 5 KB')).toBeInTheDocument();
    expect(screen.queryByText('Preparing your data…')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says when a copy could not be prepared, and lets the person try again', async () => {
    stubApi({ 'GET /api/user/data-exports': { body: [file({ status: 'failed', downloadable: false, readyAt: null })] } });
    renderWithApp(<DownloadDataSection />);
    expect(await screen.findByText('Your data could not be prepared. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeEnabled());
  });
});
