// Replays a recording made on recording.html under Node, with the page's own set-up; prints the
// transitions as the replay described them, one per line.
import { readFileSync } from 'node:fs';
import { replayRecording } from 'fingerplay/testing';
import { setUp } from './recorded-setup.js';

const { transitions } = await replayRecording(readFileSync(process.argv[2], 'utf8'), (surface, views) => setUp(surface, views));
console.log(JSON.stringify(transitions));
