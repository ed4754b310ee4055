import { rosterExportFormatInfo, rosterExportFormats } from '@muster/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../toasts/ToastProvider';
import { RosterExportMenu } from './RosterExportMenu';

const rosterId = '6f1c1d8e-4c8b-4b8e-9c53-2f6a0c3e1a11';

const renderMenu = () =>
  render(
    <ToastProvider>
      <RosterExportMenu rosterId={rosterId} />
    </ToastProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the roster export menu', () => {
  it('offers every format under one labelled select, copy only for text', () => {
    renderMenu();
    const select = screen.getByLabelText('Export as') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([...rosterExportFormats]);
    expect([...select.options].map((o) => o.textContent)).toContain('Tabletop Simulator (Yellowscribe .ros)');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'yellowscribe' } });
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(rosterExportFormatInfo.yellowscribe.pastable).toBe(false);
  });

  it('downloads the chosen format under the server’s file name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('++ list ++', {
          status: 200,
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'content-disposition': `attachment; filename="My-list.txt"; filename*=UTF-8''My-list.txt`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderMenu();
    fireEvent.change(screen.getByLabelText('Export as'), { target: { value: 'newrecruit-wtc-compact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['My-list.txt']));
    expect(fetchMock).toHaveBeenCalledWith(`/api/rosters/${rosterId}/export?format=newrecruit-wtc-compact`, {
      credentials: 'same-origin',
    });
    click.mockRestore();
  });

  it('says why a format cannot write this roster', async () => {
    const reason =
      'This roster cannot be exported as Tabletop Simulator (Yellowscribe .ros): “Land Speeder Storm” matches no datasheet of the game data.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'EXPORT_NOT_POSSIBLE', message: reason } }), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderMenu();
    fireEvent.change(screen.getByLabelText('Export as'), { target: { value: 'yellowscribe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    // Picking another format clears it.
    fireEvent.change(screen.getByLabelText('Export as'), { target: { value: 'text' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
