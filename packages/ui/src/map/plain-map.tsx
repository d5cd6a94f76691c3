import { useRef, type CSSProperties } from 'react';
import { useElementWidth } from '../use-element-width';
import {
  LOCATION_BLUE,
  MARKER_RED,
  PIN_PATH,
  TRACK_BLUE,
  safeColor,
  type LatLng,
  type MapPlace,
  type MapViewProps,
} from './map-types';
import { boundsOf, fitProjection, graticuleStep, gridLines } from './projection';

const label: CSSProperties = {
  position: 'absolute',
  fontSize: 10,
  color: '#646566',
  background: 'rgba(255,255,255,.8)',
  padding: '0 2px',
  pointerEvents: 'none',
};

const degree = (v: number, pos: string, neg: string) =>
  `${Math.abs(Number(v.toFixed(3)))}°${v >= 0 ? pos : neg}`;

/**
 * The map without tiles: a light background with a graticule, the track and the markers
 * projected on it (Web Mercator, fitted to what is shown). Used when no tile server is
 * configured, while the tile map loads, if its tiles fail, and in tests.
 */
export function PlainMap(props: MapViewProps & { note?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const height = props.height ?? 260;
  const places = props.places ?? [];
  const track = props.track ?? [];
  const points: LatLng[] = [...places, ...track, ...(props.location ? [props.location] : [])];
  // Room above for a pin's height, below for its title.
  const project = fitProjection(boundsOf(points), width, height, {
    top: 44,
    right: 28,
    bottom: 28,
    left: 28,
  });
  const b = project.bounds;
  const step = graticuleStep(Math.max(b.east - b.west, b.north - b.south));
  const meridians = gridLines(b.west, b.east, step);
  const parallels = gridLines(b.south, b.north, step);
  const line = track.map((p) => project(p));
  const d = line.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('');
  const here = props.location ? project(props.location) : null;
  // Metres per pixel at this latitude, for the accuracy halo.
  const metresPerPx = props.location
    ? ((b.east - b.west) * 111_320 * Math.cos((props.location.lat * Math.PI) / 180)) / width
    : 1;

  // A pin's name shows only where it overlaps no name already shown (dense pins would stack
  // their names into an unreadable pile); every pin keeps its name for assistive technology.
  const labelled = new Set<MapPlace['id']>();
  const boxes: { left: number; right: number; top: number; bottom: number }[] = [];
  for (const place of places) {
    const p = project(place);
    const half = Math.min(96, place.title.length * 11 + 8) / 2;
    const box = { left: p.x - half, right: p.x + half, top: p.y, bottom: p.y + 16 };
    if (boxes.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom)) continue;
    boxes.push(box);
    labelled.add(place.id);
  }
  return (
    <div
      ref={box}
      role="region"
      aria-label={props.label}
      className={props.className}
      data-map="plain"
      style={{
        position: 'relative',
        height,
        overflow: 'hidden',
        background: '#eef2ee',
        borderRadius: 8,
      }}
    >
      <svg
        aria-hidden="true"
        width={width}
        height={height}
        style={{ position: 'absolute', inset: 0 }}
      >
        {meridians.map((lng) => {
          const x = project({ lat: b.south, lng }).x;
          return <line key={`m${lng}`} x1={x} x2={x} y1={0} y2={height} stroke="#d5ddd5" />;
        })}
        {parallels.map((lat) => {
          const y = project({ lat, lng: b.west }).y;
          return <line key={`p${lat}`} x1={0} x2={width} y1={y} y2={y} stroke="#d5ddd5" />;
        })}
        {line.length > 1 && (
          <g data-track="">
            <path
              d={d}
              fill="none"
              stroke="#fff"
              strokeWidth={7}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            <path
              d={d}
              fill="none"
              stroke={TRACK_BLUE}
              strokeWidth={4}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </g>
        )}
        {here && props.location?.accuracy ? (
          <circle
            cx={here.x}
            cy={here.y}
            r={Math.min(width, props.location.accuracy / metresPerPx)}
            fill={LOCATION_BLUE}
            fillOpacity={0.12}
            stroke={LOCATION_BLUE}
            strokeOpacity={0.3}
          />
        ) : null}
      </svg>
      {meridians.slice(1, -1).map((lng) => (
        <span
          key={`ml${lng}`}
          aria-hidden="true"
          style={{ ...label, left: project({ lat: b.south, lng }).x + 2, bottom: 2 }}
        >
          {degree(lng, 'E', 'W')}
        </span>
      ))}
      {parallels.slice(1, -1).map((lat) => (
        <span
          key={`pl${lat}`}
          aria-hidden="true"
          style={{ ...label, left: 2, top: project({ lat, lng: b.west }).y + 1 }}
        >
          {degree(lat, 'N', 'S')}
        </span>
      ))}
      {line.length > 1 &&
        (['起', '终'] as const).map((text, i) => {
          const p = i ? line[line.length - 1] : line[0];
          return p ? (
            <span
              key={text}
              aria-hidden="true"
              style={{
                position: 'absolute',
                left: p.x - 10,
                top: p.y - 10,
                width: 20,
                height: 20,
                borderRadius: 10,
                background: i ? MARKER_RED : '#0a8f4d',
                color: '#fff',
                fontSize: 11,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {text}
            </span>
          ) : null;
        })}
      {here && (
        <span
          role="img"
          aria-label="我的位置"
          style={{
            position: 'absolute',
            left: here.x - 8,
            top: here.y - 8,
            width: 16,
            height: 16,
            borderRadius: 8,
            background: LOCATION_BLUE,
            boxShadow: '0 0 0 3px #fff, 0 1px 4px rgba(0,0,0,.3)',
          }}
        />
      )}
      {places.map((place) => {
        const p = project(place);
        const titled = labelled.has(place.id);
        const pin = (
          <>
            <svg aria-hidden="true" width={28} height={36} viewBox="0 0 28 36">
              <path d={PIN_PATH} fill={safeColor(place.color)} stroke="#fff" strokeWidth={2} />
              <circle cx={14} cy={14} r={4.5} fill="#fff" />
            </svg>
            <span
              aria-hidden="true"
              style={{
                visibility: titled ? 'visible' : 'hidden',
                maxWidth: 96,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontSize: 11,
                lineHeight: '16px',
                padding: '0 4px',
                borderRadius: 4,
                color: '#323233',
                background: 'rgba(255,255,255,.9)',
              }}
            >
              {place.title}
            </span>
          </>
        );
        const style: CSSProperties = {
          position: 'absolute',
          left: p.x,
          top: p.y,
          // The pin's tip sits on the point.
          transform: 'translate(-50%, -36px)',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          padding: 0,
          border: 0,
          background: 'none',
        };
        return props.onPlaceTap ? (
          <button
            key={place.id}
            type="button"
            aria-label={place.title}
            style={style}
            onClick={() => props.onPlaceTap?.(place)}
          >
            {pin}
          </button>
        ) : (
          <span key={place.id} role="img" aria-label={place.title} style={style}>
            {pin}
          </span>
        );
      })}
      {props.note && (
        <span style={{ ...label, right: 4, top: 4, fontSize: 11 }} role="note">
          {props.note}
        </span>
      )}
    </div>
  );
}
