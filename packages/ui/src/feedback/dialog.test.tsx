import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_FOCUS_DELAY, alertDialog, confirmDialog, promptDialog } from './dialog';

/** The open dialog that says `text` (a closed one stays in the DOM while it fades out). */
async function dialogSaying(text: string): Promise<HTMLElement> {
  const dialog = (await screen.findByText(text)).closest<HTMLElement>('.rv-dialog');
  if (!dialog) throw new Error(`no dialog says ${text}`);
  return dialog;
}

describe('dialog helpers (imperative react-vant Dialog on React 18)', () => {
  it('alert shows title and message and resolves when dismissed', async () => {
    const done = vi.fn();
    void alertDialog({ title: 'error', message: 'parameter error' }).then(done);
    expect(await screen.findByText('parameter error')).toBeInTheDocument();
    expect(screen.getByText('error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('confirm resolves true on confirm and false on cancel', async () => {
    const yes = confirmDialog({ message: 'confirm correct and submit?' });
    fireEvent.click(within(await dialogSaying('confirm correct and submit?')).getByRole('button', { name: '确定' }));
    await expect(yes).resolves.toBe(true);

    const no = confirmDialog({ message: '再想想?' });
    fireEvent.click(within(await dialogSaying('再想想?')).getByRole('button', { name: '取消' }));
    await expect(no).resolves.toBe(false);
  });

  it('prompt focuses its input after 300 ms and resolves the typed text', async () => {
    vi.useFakeTimers();
    const answer = promptDialog({ title: '备注', placeholder: '请输入备注' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const input = screen.getByRole('textbox', { name: '备注' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DIALOG_FOCUS_DELAY - 1);
    });
    expect(input).not.toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '晚点到' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await expect(answer).resolves.toBe('晚点到');
  });

  it('prompt resolves null on cancel', async () => {
    const answer = promptDialog({ title: '备注' });
    await screen.findByRole('textbox', { name: '备注' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBeNull();
  });
});
