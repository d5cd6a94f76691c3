import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_ACCEPT } from '@tongxin/ui';
import { fakeServer, renderRoute } from '../../test/render';

beforeEach(() => {
  localStorage.setItem('university.iid', '3073');
  localStorage.setItem('university.rid', '5');
  localStorage.setItem('university.token', 'tok');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const IMG = 'https://cdn.example/h5/3073_1.jpg';
/** The photo group's form, where the face check and the preview return to. */
const photoGroup = { code: 0, msg: 'ok', t1: [], t2: { id: 11, groupName: '证件照片', groupDesc: '' }, t3: '{}', status: 0 };

describe('photo guide', () => {
  it('steps through continue, next step three times and shoot directly', async () => {
    fakeServer({});
    await renderRoute('/app/university/apply/photo-guide?comId=9&groupId=11');
    const labels: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const button = await screen.findByRole('button', { name: /继续|下一步/ });
      labels.push(button.textContent ?? '');
      fireEvent.click(button);
    }
    expect(labels).toEqual(['继续', '下一步', '下一步', '下一步']);
    expect(screen.getByRole('button', { name: '直接拍摄' })).toBeInTheDocument();
    const input = screen.getByLabelText('拍摄或选择照片');
    // The camera or the gallery, and only jpg, png, jpeg, bmp and gif.
    expect(input).toHaveAttribute('accept', IMAGE_ACCEPT);
    expect(input.getAttribute('accept')?.split(',')).toEqual(expect.arrayContaining(['.jpg', '.jpeg', '.png', '.bmp', '.gif']));
    expect(input).not.toHaveAttribute('capture');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: '直接拍摄' }));
    expect(click).toHaveBeenCalled();
  });

  it('refuses a text file named .jpg before uploading', async () => {
    const server = fakeServer({});
    await renderRoute('/app/university/apply/photo-guide?comId=9&groupId=11');
    const input = await screen.findByLabelText('拍摄或选择照片');
    const file = new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('仅支持jpg、png、jpeg、bmp、gif格式的图片')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('says so when the picked file cannot be read', async () => {
    const server = fakeServer({});
    await renderRoute('/app/university/apply/photo-guide?comId=9&groupId=11');
    const input = await screen.findByLabelText('拍摄或选择照片');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' });
    // A moved file or a cloud placeholder: reading its bytes fails.
    file.slice = () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) as unknown as Blob;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('无法读取该文件，请重新选择')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it.each([
    '/app/university/apply/photo-guide?comId=9',
    '/app/university/apply/photo-form?comId=9&groupId=11',
    '/app/university/apply/photo-preview?groupId=11&imgurl=x',
  ])('%s is a parameter error', async (path) => {
    fakeServer({});
    await renderRoute(path);
    expect(await screen.findByText('参数错误')).toBeInTheDocument();
  });
});

describe('face check', () => {
  const path = `/app/university/apply/photo-form?imgurl=${encodeURIComponent(IMG)}&comId=9&groupId=11`;

  it('asks for confirmation, then returns to the form with the photo as the value', async () => {
    const server = fakeServer({ '/university/face': { code: 0, msg: '核验通过', succ: true, idCode: '1101', name: '张三' }, '/university/form': photoGroup });
    const { router } = await renderRoute(path);
    expect(await screen.findByRole('img', { name: '示例照片' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '您的照片' })).toHaveAttribute('src', IMG);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('确认无误并提交？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/form'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ id: '11', comId: '9', value: IMG });
    expect(JSON.parse(localStorage.getItem('draft:university.5.3.11') ?? '{}')).toEqual({ '9': IMG });
    expect(server.calls[0]?.body).toEqual({ rid: 5, token: 'tok', regId: 3, imgPath: IMG });
    expect(await screen.findByRole('heading', { name: '证件照片' })).toBeInTheDocument();
  });

  it('shows the result rows and a retake button on failure', async () => {
    fakeServer({ '/university/face': { code: 0, msg: '未检测到人脸', succ: false, idCode: '110101199001011234', name: '张三' } });
    const { router } = await renderRoute(path);
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    const result = await screen.findByRole('alert', { name: '核验结果' });
    expect(result).toHaveTextContent('姓名张三');
    expect(result).toHaveTextContent('身份证号110101199001011234');
    expect(result).toHaveTextContent('人脸识别结果未检测到人脸');
    fireEvent.click(screen.getByRole('button', { name: '重新拍摄' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/university/apply/photo-guide'));
  });
});

describe('photo preview', () => {
  it('says the photo passed and returns to the form', async () => {
    fakeServer({ '/university/form': photoGroup });
    const { router } = await renderRoute(`/app/university/apply/photo-preview?comId=9&groupId=11&imgurl=${encodeURIComponent(IMG)}`);
    expect(await screen.findByText('照片已通过审核')).toBeInTheDocument();
    expect(screen.getByText(/仅可提交一次/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回表单' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=11'));
    expect(await screen.findByRole('heading', { name: '证件照片' })).toBeInTheDocument();
  });

  it('never shows a javascript: URL', async () => {
    fakeServer({});
    await renderRoute(`/app/university/apply/photo-preview?comId=9&groupId=11&imgurl=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByText('照片地址无效')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
