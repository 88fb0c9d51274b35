// A player's rating history in one game drawn as inline SVG: from the rating the first shown match
// started from (a hollow dot), the rating after each rated match as a line with a dot a match, its
// deviation as a band around it, the lowest and highest values on the left. Drawn by hand (no
// chart library), styled by classes only (a strict CSP fits).

import { svg } from "./dom.js";

export interface Point {
  at: string;
  rating: number;
  deviation: number;
  games: number;
  rating_before: number;
  deviation_before: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 44; // room for the axis labels
const PAD = 8;

function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

/** The chart of ``points`` (oldest first); ``label`` names it for assistive technology. */
export function ratingChart(points: Point[], digits: number, label: string): SVGElement {
  const first = points[0]!;
  const series = [{ rating: first.rating_before, deviation: first.deviation_before }, ...points];
  const lows = series.map((p) => p.rating - p.deviation);
  const highs = series.map((p) => p.rating + p.deviation);
  const low = Math.min(...lows);
  const high = Math.max(...highs);
  const span = high - low || 1;
  const x = (n: number) => LEFT + ((WIDTH - PAD - LEFT) * n) / (series.length - 1);
  const y = (value: number) => PAD + ((HEIGHT - 2 * PAD) * (high - value)) / span;
  const pairs = (values: number[]) => values.map((v, n) => `${fixed(x(n), 1)},${fixed(y(v), 1)}`);
  const band = [...pairs(highs), ...pairs(lows).reverse()].join(" ");
  return svg(
    "svg",
    { class: "rating-chart", attrs: { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", "aria-label": label, "data-points": points.length } },
    svg("title", { text: label }),
    svg("line", { class: "axis", attrs: { x1: LEFT, y1: PAD, x2: LEFT, y2: HEIGHT - PAD } }),
    svg("text", { class: "tick", text: fixed(high, digits), attrs: { x: LEFT - 4, y: PAD + 4 } }),
    svg("text", { class: "tick", text: fixed(low, digits), attrs: { x: LEFT - 4, y: HEIGHT - PAD } }),
    svg("polygon", { class: "band", attrs: { points: band } }),
    svg("polyline", { class: "line", attrs: { points: pairs(series.map((p) => p.rating)).join(" ") } }),
    svg(
      "circle",
      { class: "start", attrs: { cx: fixed(x(0), 1), cy: fixed(y(first.rating_before), 1), r: 3, "data-rating": first.rating_before } },
      svg("title", { text: `${fixed(first.rating_before, digits)} ± ${fixed(first.deviation_before, digits)}` }),
    ),
    points.map((p, n) =>
      svg(
        "circle",
        { class: "dot", attrs: { cx: fixed(x(n + 1), 1), cy: fixed(y(p.rating), 1), r: 3, "data-rating": p.rating } },
        svg("title", { text: `${fixed(p.rating, digits)} ± ${fixed(p.deviation, digits)} (${p.at.slice(0, 10)})` }),
      ),
    ),
  );
}
