import { exampleListText } from '@muster/contracts';
import { parseRosterText } from '@muster/roster-import';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../toasts/ToastProvider';
import { RosterImportPanel } from './RosterImportPanel';

/** The server's answer to the next POST /api/rosters/parse. */
type Reply = { status: number; body: unknown };

/** Stands in for the browser's XMLHttpRequest, which the upload uses for its progress events. */
class FakeUpload {
  static replies: Reply[] = [];
  static sent: unknown[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: unknown) {
    FakeUpload.sent.push(body);
    const reply = FakeUpload.replies.shift();
    if (!reply) throw new Error('no reply queued');
    queueMicrotask(() => {
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

const notRecognised: Reply = {
  status: 422,
  body: {
    error: {
      code: 'LOW_CONFIDENCE_FORMAT',
      message: 'Could not confirm this is an army roster.',
      details: {
        detectedFormat: 'list',
        diagnosis: {
          kind: 'text',
          found: ['the faction World Eaters', 'the battle size Strike Force (2000 pts)'],
          missing: ['unit lines with points'],
          summary:
            'Found the faction World Eaters and the battle size Strike Force (2000 pts), but no unit lines with points.',
        },
      },
    },
  },
};

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <RosterImportPanel />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );

const pasteBox = () => screen.getByLabelText('Paste a list') as HTMLTextAreaElement;
const paste = (text: string) => {
  fireEvent.change(pasteBox(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read pasted list' }));
};

const scrolled = vi.fn();
beforeEach(() => {
  FakeUpload.replies = [];
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // The review's legality check: left pending, it is not what these tests look at.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pasting a list', () => {
  it('keeps an unrecognised paste in the box and says what it holds and lacks, with an example', async () => {
    const text = 'Chainblades\nWorld Eaters\nStrike Force (2000 points)\nKhârn the Betrayer';
    FakeUpload.replies.push(notRecognised);
    renderPanel();
    paste(text);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not confirm this is an army roster.')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Found the faction World Eaters and the battle size Strike Force (2000 pts), but no unit lines with points.',
      ),
    ).toBeTruthy();
    expect(FakeUpload.sent).toEqual([text]);
    expect(pasteBox().value).toBe(text);
    const example = screen
      .getByText('A list the app reads, as the Warhammer app exports it:')
      .closest('figure');
    expect(example?.querySelector('pre')?.textContent).toBe(exampleListText);
    // Nothing to review, so nothing scrolls.
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('clears the box once a paste is read, and brings its review up with focus on its heading', async () => {
    const text = exampleListText;
    FakeUpload.replies.push(notRecognised);
    FakeUpload.replies.push({ status: 200, body: { ...parseRosterText(text), fileName: null } });
    renderPanel();
    paste('not a list');
    await screen.findByRole('alert');
    paste(text);
    const review = await screen.findByRole('form', { name: 'Review Pasted list' });
    expect(review).toBeTruthy();
    // The failed paste gave way to the one that was read.
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(pasteBox().value).toBe(''));
    const heading = screen.getByRole('heading', { level: 3, name: 'Pasted list' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(heading);
  });

  it('leaves newer text alone when an earlier paste is read', async () => {
    FakeUpload.replies.push({ status: 200, body: { ...parseRosterText(exampleListText), fileName: null } });
    renderPanel();
    paste(exampleListText);
    fireEvent.change(pasteBox(), { target: { value: 'my next list' } });
    await screen.findByRole('form', { name: 'Review Pasted list' });
    expect(pasteBox().value).toBe('my next list');
  });
});
