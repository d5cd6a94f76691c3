import { errorMessage, game } from '@tongxin/api-client';
import { api } from '../../../lib/api';
import { useState } from 'react';
import { Button } from 'react-vant';
import { useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { ResultCard } from '../game-text';
import '../game.css';

/** /app/game/resultinquiry/:id: look a result up by name and ID number, or name and bib. */
export function Component() {
  const { iid } = useMemberSession();
  const gameId = Number(useParams().id);
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<game.GameResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function look() {
    setBusy(true);
    setFailure(null);
    setFound(null);
    const byBib = /^\d{6}$/.test(key.trim());
    try {
      setFound(await api.call(game.inquiry, { iid, gameId, name: name.trim(), ...(byBib ? { bib: key.trim() } : { idNo: key.trim() }) }));
    } catch (error) {
      setFailure(errorMessage(error) || '查询失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }
  return (
    <MemberPage title="成绩查询">
      <section className="game-section">
        <div className="game-field">
          <label htmlFor="q-name">姓名</label>
          <input id="q-name" value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="game-field">
          <label htmlFor="q-key">证件号/参赛号</label>
          <input id="q-key" value={key} maxLength={18} onChange={(e) => setKey(e.target.value.toUpperCase())} />
        </div>
        <Button block type="primary" loading={busy} disabled={!name.trim() || !key.trim()} onClick={() => void look()}>
          查询成绩
        </Button>
      </section>
      {failure ? (
        <p role="alert" className="game-meta" style={{ textAlign: 'center' }}>
          {failure}
        </p>
      ) : null}
      {found ? <ResultCard result={found} /> : null}
    </MemberPage>
  );
}
