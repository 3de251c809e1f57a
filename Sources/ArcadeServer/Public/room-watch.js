// A room's player who is out watches another's game while the round goes on: the game in
// progress followed over a socket of its own (`spectate`), drawn in a box over the finished game,
// as /watch/live draws it (a page that plays locally is followed by playing its steps here).
import { Connection } from './connection.js';
import { CLIENT, SERVER_MESSAGES } from './protocol.js';
import { loadGameModule } from './local-session.js';
import { LiveFollower } from './live-follower.js';
import { SceneRenderer } from './scene-renderer.js';

/** The box in which a room's player follows another player's game. */
export class RoomWatch {
  /**
   * `box`: the box shown while a game is watched, holding `stage` (where the game is drawn), a
   * `title` element and a `close` button; `connect(onOpen, onMessage)` opens the socket
   * (default: the arcade's /ws); `module`: the arcade's WebAssembly build, loaded when first needed.
   */
  constructor(box, { stage, title, close, document = globalThis.document, connect = null, module = null } = {}) {
    this.box = box;
    this.title = title;
    this.document = document;
    this._connect = connect ?? ((onOpen, onMessage) => {
      const location = globalThis.location;
      const connection = new Connection(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`, { onOpen, onMessage });
      connection.connect();
      return { send: (m) => connection.send(m), close: () => { connection.stay(); connection.socket?.close(); } };
    });
    this._module = module;
    /** The game watched now (its id among games in progress), or null. */
    this.watching = null;
    const world = document.createElement('div');
    world.className = 'watch-world';
    stage.append(world);
    this.renderer = new SceneRenderer(stage, world, { document });
    close?.addEventListener('click', () => this.stop());
    this.box.hidden = true;
  }

  /** Follows game `id`, played by `name`, in the box (in place of any other). */
  watch(id, name) {
    this.stop();
    this.watching = id;
    this.title.textContent = `${name}’s game, live`;
    this.box.hidden = false;
    this.socket = this._connect(() => this.socket.send(CLIENT.spectate({ id })), (message) => this._receive(message));
  }

  /** Stops following: the box hides and its socket closes. */
  stop() {
    this.socket?.close();
    this.socket = null;
    this.follower?.close();
    this.follower = null;
    this.watching = null;
    this.box.hidden = true;
  }

  async _receive(message) {
    switch (message.type) {
      case SERVER_MESSAGES.spectating: {
        this.renderer.reset({ width: message.width, height: message.height });
        if (message.mode !== 'steps') return message.scene && this.renderer.draw(message.scene.scene ?? message.scene, message.scene.time ?? 0);
        this._module ??= loadGameModule();
        const module = await this._module;
        if (!module || this.watching !== message.id) return;
        this.follower = new LiveFollower(module, message);
        return this._steps(message.steps.length ? message.steps : [{ at: 0 }]);
      }
      case SERVER_MESSAGES.steps: return this._steps(message.steps);
      case SERVER_MESSAGES.scene: return this.renderer.draw(message.scene, message.time);
      case SERVER_MESSAGES.ended:
      case SERVER_MESSAGES.error:
        this.title.textContent = `${this.title.textContent.replace(/, live$/, '')}: ${message.reason ?? message.message}`;
        this.socket?.close();
        return;
    }
  }

  _steps(steps) {
    const scene = this.follower?.apply(steps);
    if (scene) this.renderer.draw(scene.scene, scene.time);
  }
}
