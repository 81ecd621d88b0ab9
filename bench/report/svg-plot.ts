// A dependency-free log-log line plot as SVG text: cost per file against tree size.

export interface PlotPoint {
  x: number;
  y: number;
  label?: string;
}

export interface PlotSeries {
  name: string;
  color: string;
  /** dashed for a yardstick, solid for the implementation */
  dashed?: boolean;
  /** writes each point's label beside it (one series is enough to name the trees) */
  labelPoints?: boolean;
  points: PlotPoint[];
}

export interface Plot {
  title: string;
  subtitle?: string;
  xLabel: string;
  yLabel: string;
  series: PlotSeries[];
}

const W = 720;
const H = 440;
const M = { left: 78, right: 200, top: 56, bottom: 58 };

/** XML text escaping for element content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Powers of ten from below `lo` to above `hi` (at least two). */
export function decades(lo: number, hi: number): number[] {
  const a = Math.floor(Math.log10(lo));
  const b = Math.max(a + 1, Math.ceil(Math.log10(hi)));
  const out: number[] = [];
  for (let e = a; e <= b; e++) out.push(10 ** e);
  return out;
}

const fmt = (v: number) => (v >= 1000 ? `${v / 1000 >= 1000 ? `${v / 1e6}M` : `${v / 1000}k`}` : String(v));
const num = (v: number) => Number(v.toFixed(1));

/** Renders the plot; points with a non-positive coordinate cannot sit on log axes and are left out. */
export function renderPlot(p: Plot): string {
  const series = p.series.map((s) => ({ ...s, points: s.points.filter((pt) => pt.x > 0 && pt.y > 0 && Number.isFinite(pt.x) && Number.isFinite(pt.y)) }));
  const all = series.flatMap((s) => s.points);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${M.left}" y="24" font-size="15" font-weight="bold">${escapeXml(p.title)}</text>`,
  ];
  if (p.subtitle) out.push(`<text x="${M.left}" y="42" fill="#555">${escapeXml(p.subtitle)}</text>`);
  if (all.length === 0) {
    out.push(`<text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#555">no measurements</text>`, '</svg>');
    return `${out.join('\n')}\n`;
  }
  const xs = decades(Math.min(...all.map((q) => q.x)), Math.max(...all.map((q) => q.x)));
  const ys = decades(Math.min(...all.map((q) => q.y)), Math.max(...all.map((q) => q.y)));
  const [x0, x1, y0, y1] = [Math.log10(xs[0]!), Math.log10(xs.at(-1)!), Math.log10(ys[0]!), Math.log10(ys.at(-1)!)];
  const px = (x: number) => num(M.left + ((Math.log10(x) - x0) / (x1 - x0)) * (W - M.left - M.right));
  const py = (y: number) => num(H - M.bottom - ((Math.log10(y) - y0) / (y1 - y0)) * (H - M.top - M.bottom));
  for (const x of xs) {
    out.push(`<line x1="${px(x)}" y1="${M.top}" x2="${px(x)}" y2="${H - M.bottom}" stroke="#e3e3e3"/>`);
    out.push(`<text x="${px(x)}" y="${H - M.bottom + 16}" text-anchor="middle">${fmt(x)}</text>`);
  }
  for (const y of ys) {
    out.push(`<line x1="${M.left}" y1="${py(y)}" x2="${W - M.right}" y2="${py(y)}" stroke="#e3e3e3"/>`);
    out.push(`<text x="${M.left - 6}" y="${py(y) + 4}" text-anchor="end">${fmt(y)}</text>`);
  }
  out.push(`<rect x="${M.left}" y="${M.top}" width="${W - M.left - M.right}" height="${H - M.top - M.bottom}" fill="none" stroke="#888"/>`);
  out.push(`<text x="${num(M.left + (W - M.left - M.right) / 2)}" y="${H - 16}" text-anchor="middle">${escapeXml(p.xLabel)}</text>`);
  out.push(`<text transform="translate(18 ${num(M.top + (H - M.top - M.bottom) / 2)}) rotate(-90)" text-anchor="middle">${escapeXml(p.yLabel)}</text>`);
  series.forEach((s, k) => {
    const pts = [...s.points].sort((a, b) => a.x - b.x);
    const dash = s.dashed ? ' stroke-dasharray="6 4"' : '';
    if (pts.length > 1) out.push(`<polyline fill="none" stroke="${escapeXml(s.color)}" stroke-width="2"${dash} points="${pts.map((q) => `${px(q.x)},${py(q.y)}`).join(' ')}"/>`);
    for (const q of pts) {
      out.push(`<circle cx="${px(q.x)}" cy="${py(q.y)}" r="3.5" fill="${escapeXml(s.color)}"><title>${escapeXml(`${s.name}${q.label ? ` · ${q.label}` : ''}: ${q.x} files, ${q.y}`)}</title></circle>`);
      if (s.labelPoints && q.label) out.push(`<text x="${num(px(q.x) + 6)}" y="${num(py(q.y) - 7)}" font-size="10" fill="#333">${escapeXml(q.label)}</text>`);
    }
    const ly = M.top + 12 + k * 20;
    out.push(`<line x1="${W - M.right + 14}" y1="${ly - 4}" x2="${W - M.right + 38}" y2="${ly - 4}" stroke="${escapeXml(s.color)}" stroke-width="2"${dash}/>`);
    out.push(`<text x="${W - M.right + 44}" y="${ly}">${escapeXml(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
