// The arcade's scene renderer under Node, on a stand-in DOM: a scene fitted into its stage,
// drawn as elements, animated over game time, pressed from the keyboard, flashed.
import test from 'node:test';
import assert from 'node:assert/strict';
import { SceneRenderer } from '../../Sources/ArcadeServer/Public/scene-renderer.js';
import { StandInElement, standInDocument } from './dom.js';

/** A 600 × 600 scene in a 400 × 300 stage 50 px down the page: half size, centred across. */
function setup(onPress) {
  const stage = new StandInElement(), world = new StandInElement();
  stage.box = { left: 0, top: 50, width: 400, height: 300 };
  stage.append(world);
  const renderer = new SceneRenderer(stage, world, { onPress, document: standInDocument });
  renderer.reset({ width: 600, height: 600 });
  return { stage, world, renderer };
}

const button = { id: 'newGame', role: 'button', x: 300, y: 100, width: 200, height: 60, fill: '#333', text: 'New Game', fontSize: 24, bold: true };
const dot = { id: 'dot', role: 'shape', x: 100, y: 100, width: 20, height: 20, fill: 'red',
  animations: [{ property: 'x', from: 100, to: 200, start: 1, duration: 2, curve: 'linear' }] };
const piece = { id: 'piece', x: 400, y: 400, width: 40, height: 20, fill: '#0a0', parts: [[0, 0, 20, 20], [20, 0, 20, 20]] };

test('the scene is fitted into the stage, keeping its proportions; page points map back to scene points', () => {
  const { world, renderer } = setup();
  assert.deepEqual([renderer.scale, renderer.originX, renderer.originY], [0.5, 50, 0]);
  assert.equal(world.style.transform, 'translate(50px, 0px) scale(0.5)');
  assert.deepEqual([world.style.width, world.style.height], ['600px', '600px']);
  assert.deepEqual(renderer.toScene(150, 100), { x: 200, y: 100 });
});

test('nodes become elements with their frames, fills, text and parts; an animation plays over game time', () => {
  const { world, renderer } = setup();
  renderer.draw({ background: '#123', nodes: [button, dot, piece] }, 2);
  assert.deepEqual(world.children.map((e) => [e.tagName, e.dataset.id, e.className]),
    [['BUTTON', 'newGame', 'node button'], ['DIV', 'dot', 'node'], ['DIV', 'piece', 'node']]);
  const [b, d, p] = world.children;
  assert.equal(world.style.background, '#123');
  assert.deepEqual([b.textContent, b.style.fontSize, b.style.fontWeight, b.style.background, b.style.transform],
    ['New Game', '24px', '700', '#333', 'translate(200px, 70px) rotate(0rad) scale(1)']);
  // Halfway through its animation: x 150, the node's centre.
  assert.equal(d.style.transform, 'translate(140px, 90px) rotate(0rad) scale(1)');
  assert.equal(d.getAttribute('aria-hidden'), 'true');
  assert.deepEqual(p.children.map((part) => [part.style.left, part.style.width, part.style.background]), [['0px', '20px', '#0a0'], ['20px', '20px', '#0a0']]);
  renderer.animate(4);
  assert.equal(d.style.transform, 'translate(90px, 90px) rotate(0rad) scale(1)');
});

test('a node gone from the scene is removed; one whose role changed is made again', () => {
  const { world, renderer } = setup();
  renderer.draw({ background: '#000', nodes: [button, dot] }, 0);
  const first = renderer.element('dot');
  renderer.draw({ background: '#000', nodes: [{ ...dot, role: 'announcement', text: 'Go!' }] }, 0);
  assert.deepEqual(world.children.map((e) => e.dataset.id), ['dot']);
  assert.notEqual(renderer.element('dot'), first);
  assert.equal(renderer.element('dot').getAttribute('aria-live'), 'polite');
  assert.equal(renderer.element('newGame'), null);
});

test('a button pressed from the keyboard is a press; a pointer’s click is not (its touches reach the game)', () => {
  const pressed = [];
  const { renderer } = setup((id) => pressed.push(id));
  renderer.draw({ background: '#000', nodes: [button] }, 0);
  renderer.element('newGame').dispatch('click', { detail: 1 });
  renderer.element('newGame').dispatch('click', { detail: 0 });
  assert.deepEqual(pressed, ['newGame']);
});

test('an effect flashes its node, or the whole world when it names none', () => {
  const { world, renderer } = setup();
  renderer.draw({ background: '#000', nodes: [button] }, 0);
  renderer.flash({ id: 1, kind: 'good', node: 'newGame' });
  renderer.flash({ id: 2, kind: 'over' });
  renderer.flash({ id: 3, kind: 'best', node: 'newGame' });
  assert.equal(renderer.element('newGame').className, 'node button flash-win');
  assert.equal(world.className, 'flash-bad');
});

test('pieces and places: focusable buttons named by their labels where the game is played, labelled pictures where it is watched', () => {
  const tile = { id: 'tile0', role: 'piece', x: 100, y: 100, width: 44, height: 44, text: 'A', label: 'Tile A' };
  const target = { id: 'target0', role: 'place', x: 100, y: 200, width: 44, height: 44, label: 'Target 1, empty' };
  const played = setup();
  played.renderer.playable = true;
  played.renderer.draw({ background: '#000', nodes: [tile, target] }, 0);
  const [t, g] = played.world.children;
  assert.deepEqual([t.className, t.getAttribute('role'), t.tabIndex, t.getAttribute('aria-label')], ['node piece', 'button', 0, 'Tile A']);
  assert.deepEqual([g.className, g.getAttribute('role'), g.tabIndex, g.getAttribute('aria-label')], ['node place', 'button', 0, 'Target 1, empty']);
  // Chosen by keys: marked for the eye and for a reader, through redraws, until let go.
  played.renderer.choose('tile0');
  played.renderer.draw({ background: '#000', nodes: [{ ...tile, label: 'Tile A, matched' }, target] }, 0);
  assert.deepEqual([t.className, t.getAttribute('aria-pressed'), t.getAttribute('aria-label')], ['node piece chosen', 'true', 'Tile A, matched']);
  played.renderer.choose(null);
  assert.deepEqual([t.className, t.getAttribute('aria-pressed')], ['node piece', null]);
  const watched = setup();
  watched.renderer.draw({ background: '#000', nodes: [tile] }, 0);
  const w = watched.world.children[0];
  assert.deepEqual([w.getAttribute('role'), w.tabIndex, w.getAttribute('aria-label')], ['img', undefined, 'Tile A']);
});

test('a focused node that goes (a Start button pressed) says so, once', () => {
  const lost = [];
  const stage = new StandInElement(), world = new StandInElement();
  stage.box = { left: 0, top: 0, width: 600, height: 600 };
  const document = { createElement: (tag) => new StandInElement(tag), activeElement: null };
  const renderer = new SceneRenderer(stage, world, { document, playable: true, onFocusLost: () => lost.push('stage') });
  renderer.reset({ width: 600, height: 600 });
  renderer.draw({ background: '#000', nodes: [button] }, 0);
  renderer.draw({ background: '#000', nodes: [button, dot] }, 0);
  assert.deepEqual(lost, []);
  document.activeElement = renderer.element('newGame');
  renderer.draw({ background: '#000', nodes: [dot] }, 0);
  assert.deepEqual(lost, ['stage']);
});

test('tallies (a score, a time) are said politely when they have changed, at most every 10 s of game time, never on first sight', () => {
  const { stage, renderer } = setup();
  const tally = (time, points) => ({ background: '#000', nodes: [
    { id: 'stopwatch', role: 'tally', x: 150, y: 30, width: 300, height: 30, text: `Time ${time}` },
    { id: 'points', role: 'tally', x: 450, y: 30, width: 300, height: 30, text: `Points ${points}` },
  ] });
  const region = renderer.tallyRegion;
  assert.ok(stage.children.includes(region));
  assert.deepEqual([region.getAttribute('role'), region.getAttribute('aria-live'), region.className], ['status', 'polite', 'sr']);
  const said = [];
  const draw = (scene, now) => { renderer.draw(scene, now); said.push(region.textContent); };
  draw(tally('01:00', 0), 0);       // first sight: on the screen, not read out
  draw(tally('00:59', 0), 1);       // a tick: too soon
  draw(tally('00:50', 3), 10);      // 10 s on, changed: said
  draw(tally('00:49', 3), 11);      // too soon again
  draw(tally('00:40', 5), 20);      // said
  draw(tally('00:40', 5), 31);      // unchanged: nothing new said
  draw(tally('00:29', 6), 31.5);    // changed, 11.5 s since last said
  assert.deepEqual(said, ['', '', 'Time 00:50. Points 3', 'Time 00:50. Points 3', 'Time 00:40. Points 5', 'Time 00:40. Points 5', 'Time 00:29. Points 6']);
  // A new scene starts afresh: its first tallies are not read out.
  renderer.reset({ width: 600, height: 600 });
  draw(tally('01:00', 0), 40);
  assert.equal(said.at(-1), '');
});
