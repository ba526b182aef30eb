import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { BuiltFileDownload } from './BuiltFileDownload';

describe('BuiltFileDownload', () => {
  it('offers the file as a download link and says what it is, leaving out empty facts', () => {
    renderWithApp(<BuiltFileDownload href="/api/files/f-1/download" label="Download file" facts={['Prepared Nov 20, 2026', null, false, '5 KB']} />);
    const link = screen.getByRole('link', { name: /Download file/ });
    expect(link).toHaveAttribute('href', '/api/files/f-1/download');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText('Prepared Nov 20, 2026 · 5 KB')).toBeInTheDocument();
  });
});
