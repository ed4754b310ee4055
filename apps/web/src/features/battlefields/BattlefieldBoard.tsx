import { clampToBoard, type Point, type TerrainPiece } from '@muster/battlefield';
import type { BattlefieldInput } from '@muster/contracts';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import styles from './Battlefields.module.css';

export type ItemKind = 'terrain' | 'objective' | 'unit';
export type Selection = { kind: ItemKind; id: string } | null;
export type ItemPatch = { x?: number; y?: number; rotation?: number };
type Layout = Pick<
  BattlefieldInput,
  'size' | 'terrain' | 'objectives' | 'deploymentZones' | 'unitPlacements'
>;

const OBJECTIVE_RANGE = 3; // inches of control range drawn around a marker
const step = (event: KeyboardEvent) => (event.shiftKey ? 0.25 : 1);
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
/** A piece's outline (fractions of its size about its centre) in inches, before its turn. */
export const outlinePoints = (piece: TerrainPiece) =>
  (piece.outline ?? [])
    .map(
      (p) => `${Math.round(p.x * piece.width * 1000) / 1000},${Math.round(p.y * piece.height * 1000) / 1000}`,
    )
    .join(' ');
/** A faint line every 6", the usual movement yardstick. */
const gridLines = (length: number) => Array.from({ length: Math.floor(length / 6) }, (_, i) => (i + 1) * 6);

/** Where an item sits, whatever its kind. */
function positionOf(layout: Layout, kind: ItemKind, id: string): Point | null {
  if (kind === 'unit') return layout.unitPlacements.find((u) => u.id === id)?.position ?? null;
  const item = (kind === 'terrain' ? layout.terrain : layout.objectives).find((t) => t.id === id);
  return item ? { x: item.x, y: item.y } : null;
}

/**
 * The battlefield drawn in inches. Every piece is a focusable button: drag it with a pointer, or
 * move it with the arrow keys (Shift for a quarter inch), rotate with R / Shift+R, remove with
 * Delete, let go with Escape.
 */
export function BattlefieldBoard({
  layout,
  selection,
  editable,
  onSelect,
  onMove,
  onRemove,
}: {
  layout: Layout;
  selection: Selection;
  editable: boolean;
  onSelect: (selection: Selection) => void;
  onMove: (kind: ItemKind, id: string, patch: ItemPatch) => void;
  onRemove: (kind: ItemKind, id: string) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ kind: ItemKind; id: string; offset: Point } | null>(null);
  const { width, height } = layout.size;

  const toBoard = (event: PointerEvent): Point | null => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const handlers = (kind: ItemKind, id: string, label: string, rotation: number) => ({
    tabIndex: 0,
    role: 'button',
    'aria-label': label,
    'aria-pressed': selection?.kind === kind && selection.id === id,
    'data-item': `${kind}:${id}`,
    onFocus: () => onSelect({ kind, id }),
    onPointerDown: (event: PointerEvent<SVGGElement>) => {
      onSelect({ kind, id });
      const at = toBoard(event);
      const position = positionOf(layout, kind, id);
      if (!editable || !at || !position) return;
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // The pointer is already gone (cancelled touch): the drag still follows its move events.
      }
      drag.current = { kind, id, offset: { x: at.x - position.x, y: at.y - position.y } };
    },
    onPointerMove: (event: PointerEvent<SVGGElement>) => {
      const active = drag.current;
      const at = toBoard(event);
      if (!active || !at) return;
      const next = clampToBoard({ x: at.x - active.offset.x, y: at.y - active.offset.y }, layout.size);
      onMove(active.kind, active.id, { x: Math.round(next.x * 4) / 4, y: Math.round(next.y * 4) / 4 });
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
      if (event.key === 'Escape') {
        onSelect(null);
        (event.currentTarget as SVGGElement).blur();
        return;
      }
      if (!editable) return;
      const position = positionOf(layout, kind, id);
      if (!position) return;
      const moves: Record<string, Point> = {
        ArrowLeft: { x: -step(event), y: 0 },
        ArrowRight: { x: step(event), y: 0 },
        ArrowUp: { x: 0, y: -step(event) },
        ArrowDown: { x: 0, y: step(event) },
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        onMove(kind, id, clampToBoard({ x: position.x + move.x, y: position.y + move.y }, layout.size));
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        onMove(kind, id, { rotation: (rotation + (event.shiftKey ? -15 : 15) + 360) % 360 });
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        onRemove(kind, id);
      }
    },
  });
  const selected = (kind: ItemKind, id: string) => selection?.kind === kind && selection.id === id;

  return (
    <fieldset className={styles.boardFrame}>
      <legend className="visually-hidden">{`Battlefield, ${width} by ${height} inches`}</legend>
      <svg
        ref={svg}
        className={styles.board}
        viewBox={`0 0 ${width} ${height}`}
        onPointerDown={(event) => {
          if (event.target === svg.current) onSelect(null);
        }}
      >
        <title>{`Battlefield, ${width} by ${height} inches`}</title>
        <rect x={0} y={0} width={width} height={height} className={styles.boardSurface} />
        {gridLines(width).map((x) => (
          <line key={`v${x}`} x1={x} y1={0} x2={x} y2={height} className={styles.gridLine} />
        ))}
        {gridLines(height).map((y) => (
          <line key={`h${y}`} x1={0} y1={y} x2={width} y2={y} className={styles.gridLine} />
        ))}
        {layout.deploymentZones.map((zone) => (
          <polygon
            key={zone.id}
            points={zone.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill={zone.color}
            fillOpacity={0.16}
            stroke={zone.color}
            strokeWidth={0.2}
          >
            <title>{zone.name}</title>
          </polygon>
        ))}
        {layout.terrain.map((piece) => (
          <g
            key={piece.id}
            {...handlers(
              'terrain',
              piece.id,
              `${piece.label || piece.kind} at ${piece.x}, ${piece.y}${piece.rotation ? `, turned ${piece.rotation}°` : ''}`,
              piece.rotation,
            )}
            className={styles.item}
            data-selected={selected('terrain', piece.id) || undefined}
            transform={`translate(${piece.x} ${piece.y}) rotate(${piece.rotation})`}
          >
            {piece.outline ? (
              <polygon
                points={outlinePoints(piece)}
                className={styles[`terrain_${piece.kind}`] ?? styles.terrain}
              />
            ) : (
              <rect
                x={-piece.width / 2}
                y={-piece.height / 2}
                width={piece.width}
                height={piece.height}
                className={styles[`terrain_${piece.kind}`] ?? styles.terrain}
                rx={
                  piece.kind === 'woods' || piece.kind === 'crater' || piece.kind === 'hill'
                    ? Math.min(piece.width, piece.height) / 2
                    : 0.2
                }
              />
            )}
          </g>
        ))}
        {layout.objectives.map((objective) => (
          <g
            key={objective.id}
            {...handlers(
              'objective',
              objective.id,
              `Objective ${objective.label || objective.id} at ${objective.x}, ${objective.y}`,
              0,
            )}
            className={styles.item}
            data-selected={selected('objective', objective.id) || undefined}
            transform={`translate(${objective.x} ${objective.y})`}
          >
            <circle r={OBJECTIVE_RANGE} className={styles.objectiveRange} />
            <circle r={0.8} className={styles.objective} />
          </g>
        ))}
        {layout.unitPlacements.map((unit) => (
          <g
            key={unit.id}
            {...handlers(
              'unit',
              unit.id,
              `${unit.unitName} (player ${unit.playerId}) at ${unit.position.x}, ${unit.position.y}`,
              unit.rotation,
            )}
            className={styles.item}
            data-selected={selected('unit', unit.id) || undefined}
            transform={`translate(${unit.position.x} ${unit.position.y}) rotate(${unit.rotation})`}
          >
            <rect
              x={-unit.size.width / 2}
              y={-unit.size.height / 2}
              width={unit.size.width}
              height={unit.size.height}
              rx={0.4}
              fill={unit.playerColor}
              fillOpacity={0.75}
              className={styles.unit}
            />
          </g>
        ))}
        {/* Initials sit in their own layer so each unit button's name is only its description. */}
        {layout.unitPlacements.map((unit) => (
          <text
            key={`label-${unit.id}`}
            className={styles.unitLabel}
            x={unit.position.x}
            y={unit.position.y + 0.45}
            textAnchor="middle"
          >
            {initials(unit.unitName)}
          </text>
        ))}
      </svg>
    </fieldset>
  );
}
