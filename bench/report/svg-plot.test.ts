import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decades, escapeXml, renderPlot } from './svg-plot.js';

const plot = {
  title: 'Cost per file <cold>',
  xLabel: 'files',
  yLabel: 'µs per file',
  series: [
    { name: 'server', color: '#c0392b', points: [{ x: 1000, y: 2000, label: 'gen-1k' }, { x: 10, y: 50000 }, { x: 100000, y: 900 }] },
    { name: 'ctags -R', color: '#2c3e50', dashed: true, points: [{ x: 1000, y: 150 }, { x: 0, y: 3 }] },
  ],
};

test('decades cover the range with whole powers of ten', () => {
  assert.deepEqual(decades(12, 950), [10, 100, 1000]);
  assert.deepEqual(decades(100, 100), [100, 1000]);
  assert.deepEqual(decades(0.5, 3), [0.1, 1, 10]);
});

test('the plot is one well-formed SVG: a polyline per series through its points sorted by x, and a legend', () => {
  const svg = renderPlot(plot);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
  assert.ok(svg.trimEnd().endsWith('</svg>'));
  assert.equal((svg.match(/<polyline/g) ?? []).length, 1, 'ctags has one plottable point, so no line');
  assert.equal((svg.match(/<circle/g) ?? []).length, 4, 'the point at x=0 cannot sit on a log axis');
  const line = /<polyline[^>]*points="([^"]+)"/.exec(svg)![1]!.split(' ').map((p) => Number(p.split(',')[0]));
  assert.deepEqual([...line].sort((a, b) => a - b), line, 'points run left to right');
  assert.match(svg, /stroke-dasharray="6 4"/);
  assert.match(svg, />ctags -R</);
  assert.match(svg, /Cost per file &lt;cold&gt;/);
  assert.equal(renderPlot(plot), svg, 'same input, same bytes');
});

test('an empty plot says so instead of drawing axes', () => {
  assert.match(renderPlot({ ...plot, series: [] }), /no measurements/);
  assert.equal(escapeXml('a&"b"'), 'a&amp;&quot;b&quot;');
});
