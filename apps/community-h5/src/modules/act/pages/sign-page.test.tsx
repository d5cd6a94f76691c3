import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as SignPage } from './sign-page';

const place = { id: 11, name: '香山东门', address: '香山路1号', lat: 39.99, lng: 116.19, radius: 300, time: '2030-05-10T00:30:00.000Z', signed: 3, total: 6 };
const places = (signed: number[]) => ({
  title: '香山晨练徒步',
  places: [place],
  mine: [
    { id: 1, name: '王小雨', signedPlaces: signed },
    { id: 2, name: '赵一鸣', signedPlaces: signed },
  ],
  orderId: 'ACT7',
  signCode: '7000000001',
});

function server(sign: (p: Record<string, unknown>) => unknown) {
  return mockApi({ '/api/act/sign/places': () => ({ t: places([]) }), '/api/act/sign': sign });
}

const at = (lat: number, lng: number) =>
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) => ok({ coords: { latitude: lat, longitude: lng } }) },
  });

const open = () => renderMemberPage(<SignPage />, { route: '/app/act/sign', path: '/app/act/sign?iid=1000&actId=7' });

describe('checking in at a sign place', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the device’s position for the place and shows the result', async () => {
    at(39.9901, 116.1902);
    const api = server(() => ({ t: { signed: 2, at: '2030-05-10T00:31:00.000Z', place: '香山东门', distance: 12 } }));
    const view = open();
    const section = await screen.findByRole('region', { name: '签到点 香山东门' });
    expect(section).toHaveTextContent('未签到：王小雨、赵一鸣');
    expect(screen.getByText('7000000001')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '定位签到' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/act/signResult');
    expect(view.location()).toContain('signed=2');
    expect(api.calls.find(([path]) => path === '/api/act/sign')?.[1]).toMatchObject({ actId: 7, placeId: 11, lat: 39.9901, lng: 116.1902 });
  });

  it('shows the server’s refusal at the place when too far, and stays', async () => {
    at(40.5, 116.9);
    server(() => ({ code: 409, msg: '不在签到范围内，请到签到点附近再签到，或扫描签到点的二维码' }));
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: '定位签到' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('不在签到范围内');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('asks for the QR word before sending a QR check-in, then sends it', async () => {
    const api = server(() => ({ t: { signed: 2, at: '2030-05-10T00:31:00.000Z', place: '香山东门', distance: null } }));
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '扫码签到' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入签到点二维码上的签到口令');
    expect(api.calls.some(([path]) => path === '/api/act/sign')).toBe(false);
    await user.type(screen.getByLabelText('二维码口令'), 'XS-QR-1');
    await user.click(screen.getByRole('button', { name: '扫码签到' }));
    await waitFor(() => expect(api.calls.find(([path]) => path === '/api/act/sign')?.[1]).toMatchObject({ placeId: 11, qr: 'XS-QR-1' }));
  });

  it('offers no check-in once everyone of the group has checked in there', async () => {
    mockApi({ '/api/act/sign/places': () => ({ t: places([11]) }) });
    open();
    expect(await screen.findByRole('region', { name: '签到点 香山东门' })).toHaveTextContent('已签到：王小雨✓、赵一鸣✓');
    expect(screen.queryByRole('button', { name: '定位签到' })).not.toBeInTheDocument();
  });
});
