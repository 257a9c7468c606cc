// Wraps the layers of a layered drawing that are wider than the canvas into rows, so a family
// with a wide layer (55 candidates side by side, a 100-bracket group) reads at a readable zoom by
// panning down instead of being one unreadable strip fitted to the width. Layers keep their order
// top to bottom; the nodes of a layer keep their order left to right, row after row; every layer
// below a wrapped one moves down by the rows it gained, and a layer that fits is moved sideways
// into the same band, so the whole is no wider than maxWidth. Pure (unit tested in
// test/explorer/explorer-models.unit.test.ts): dagre's positions in, positions out.

export interface PlacedBox {
  id: string;
  /** Centre, as Cytoscape positions nodes. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The group box it is drawn in: a wrapped layer starts a new row where the group changes, so
   * a group's box never spans a row of other nodes. */
  parent?: string;
}

export interface WrapOptions {
  /** The widest a row may be, model units. */
  maxWidth: number;
  /** Between two boxes of a row, and between two rows. */
  gapX: number;
  gapY: number;
}

/** Boxes whose centres are this close vertically are one layer (dagre centres a layer's boxes). */
const SAME_LAYER = 1;

export function wrapLayers(
  boxes: readonly PlacedBox[],
  options: WrapOptions,
): Map<string, { x: number; y: number }> {
  const placed = new Map<string, { x: number; y: number }>();
  if (boxes.length === 0) return placed;
  const layers: PlacedBox[][] = [];
  for (const box of [...boxes].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const last = layers.at(-1);
    if (last && Math.abs(last[0]!.y - box.y) <= SAME_LAYER) last.push(box);
    else layers.push([box]);
  }
  const centre =
    (Math.min(...boxes.map((b) => b.x - b.width / 2)) +
      Math.max(...boxes.map((b) => b.x + b.width / 2))) /
    2;
  let shift = 0;
  for (const layer of layers) {
    layer.sort((a, b) => a.x - b.x);
    const left = layer[0]!.x - layer[0]!.width / 2;
    const last = layer.at(-1)!;
    const width = last.x + last.width / 2 - left;
    const layerHeight = Math.max(...layer.map((box) => box.height));
    if (width <= options.maxWidth) {
      // Kept as laid out, moved sideways into the band the wrapped rows fill: layers offset
      // from each other would otherwise make the whole wider than any of them.
      const bandLeft = centre - options.maxWidth / 2;
      const bandRight = centre + options.maxWidth / 2;
      const dx =
        left < bandLeft ? bandLeft - left : left + width > bandRight ? bandRight - left - width : 0;
      for (const box of layer) placed.set(box.id, { x: box.x + dx, y: box.y + shift });
      continue;
    }
    const rows = packRows(layer, options);
    const top = layer[0]!.y + shift - layerHeight / 2;
    let rowTop = top;
    for (const row of rows) {
      const rowHeight = Math.max(...row.map((box) => box.height));
      const rowWidth =
        row.reduce((sum, box) => sum + box.width, 0) + options.gapX * (row.length - 1);
      let x = centre - rowWidth / 2;
      for (const box of row) {
        placed.set(box.id, { x: x + box.width / 2, y: rowTop + rowHeight / 2 });
        x += box.width + options.gapX;
      }
      rowTop += rowHeight + options.gapY;
    }
    shift += rowTop - options.gapY - top - layerHeight;
  }
  return placed;
}

/**
 * Left to right into rows no wider than maxWidth (a box wider than that is a row alone), a new
 * row where the group changes.
 */
function packRows(layer: readonly PlacedBox[], options: WrapOptions): PlacedBox[][] {
  const rows: PlacedBox[][] = [];
  let row: PlacedBox[] = [];
  let width = 0;
  for (const box of layer) {
    const added = row.length === 0 ? box.width : width + options.gapX + box.width;
    if (row.length > 0 && (added > options.maxWidth || box.parent !== row[0]!.parent)) {
      rows.push(row);
      row = [box];
      width = box.width;
    } else {
      row.push(box);
      width = added;
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}
