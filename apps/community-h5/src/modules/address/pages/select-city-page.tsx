import { useMemberSession } from '../../../components/scopes';
import { regions, type Region } from '@tongxin/region-data';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, Field, MemberPage } from '../../../components/member-kit';
import { goBack, readChoice, SELECTED_CITY_KEY, writeChoice } from '../choice';
import { homeLinks } from '../../../lib/links/home-links';
import '../address.css';

interface ProvinceCities {
  province: Region;
  cities: Region[];
}

/** Provinces with their cities; a municipality (whose city shares its name) lists itself. */
function groupCities(all: readonly Region[]): ProvinceCities[] {
  const provinces = all.filter((r) => r.parent === undefined);
  return provinces.map((province) => ({
    province,
    cities: all.filter((r) => r.parent === province.value && r.value !== '--'),
  }));
}

/** Picks a city (e.g. where to look for activities) for the page that opened this one. */
export function Component() {
  const { iid } = useMemberSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupCities(regions), []);
  const current = readChoice(SELECTED_CITY_KEY) as { code?: string } | null;
  const text = query.trim();
  const shown = text
    ? groups
        .map((g) => ({
          ...g,
          cities: g.cities.filter((c) => c.name.includes(text) || g.province.name.includes(text)),
        }))
        .filter((g) => g.cities.length > 0)
    : groups;

  const choose = (province: Region, city: Region) => {
    writeChoice(SELECTED_CITY_KEY, { code: city.value, name: city.name, province: province.name });
    goBack(navigate, homeLinks.index({ iid }));
  };

  return (
    <MemberPage title="选择城市">
      <div className="tx-form">
        <Field
          label="搜索城市"
          type="search"
          placeholder="输入城市名"
          value={query}
          onChange={setQuery}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState description="没有找到这个城市" />
      ) : (
        shown.map((group) => (
          <section
            key={group.province.value}
            className="city-group"
            aria-labelledby={`p-${group.province.value}`}
          >
            <h2 id={`p-${group.province.value}`}>{group.province.name}</h2>
            <div className="city-list">
              {group.cities.map((city) => (
                <button
                  key={city.value}
                  type="button"
                  className="city-button"
                  aria-pressed={current?.code === city.value}
                  onClick={() => choose(group.province, city)}
                >
                  {city.name}
                </button>
              ))}
            </div>
          </section>
        ))
      )}
    </MemberPage>
  );
}
