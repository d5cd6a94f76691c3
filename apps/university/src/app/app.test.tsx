import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/render';
import { App } from './app';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('code 1000001 from any call clears rid and token and opens login', async () => {
    localStorage.setItem('university.iid', '3073');
    localStorage.setItem('university.rid', '5');
    localStorage.setItem('university.token', 'expired');
    fakeServer({ '/university/reg-info': { code: 1000001, msg: '登录已失效' } });
    window.history.pushState({}, '', '/app/university/apply/home');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/app/university/frame/personal'));
    expect(localStorage.getItem('university.token')).toBeNull();
    expect(localStorage.getItem('university.rid')).toBeNull();
    expect(localStorage.getItem('university.iid')).toBe('3073');
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
  });
});
