import { useState, type FormEvent } from 'react';
import { useAppNavigate } from '../../../components/app-link';
import { runs, useLook } from '../../../components/look/look';
import { actLinks } from '../../../lib/links/act-links';
import { mallLinks } from '../../../lib/links/mall-links';

/**
 * The home's search box: the tenant's goods when it runs the mall, else its activities. A plain
 * form (react-vant's Search leaves its input unnamed, and would weigh on the first load).
 */
export function HomeSearch({ iid }: { iid: number }) {
  const look = useLook(iid);
  const navigate = useAppNavigate();
  const [words, setWords] = useState('');
  const goods = runs(look, 'mall') || !runs(look, 'act');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    if (goods) navigate(mallLinks.search({ iid, q: q || undefined }));
    else navigate(actLinks.list({ iid, queryKey: q || undefined }));
  };
  return (
    <form role="search" className="home-search" onSubmit={submit}>
      <input type="search" aria-label="搜索" placeholder={goods ? '搜索商品' : '搜索活动'} value={words} onChange={(e) => setWords(e.target.value)} enterKeyHint="search" />
      <button type="submit">搜索</button>
    </form>
  );
}
