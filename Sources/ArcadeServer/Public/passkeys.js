// Names that belong to their players, on the landing: claim the typed name with a passkey,
// sign in with one (any device: the browser offers its own cross-device flow), sign out, and
// add or remove passkeys while signed in. The session is an HttpOnly cookie the arcade sets;
// this module only asks /api/session who it is.

/** base64url text as bytes. */
function bytes(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Bytes (an ArrayBuffer or a view) as base64url text. */
function text(buffer) {
  const view = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A credential as PublicKeyCredential.toJSON() writes it, for browsers without it. */
function credentialJSON(credential) {
  if (typeof credential.toJSON === 'function') return credential.toJSON();
  const r = credential.response;
  const response = { clientDataJSON: text(r.clientDataJSON) };
  if (r.attestationObject) response.attestationObject = text(r.attestationObject);
  if (r.authenticatorData) response.authenticatorData = text(r.authenticatorData);
  if (r.signature) response.signature = text(r.signature);
  if (r.userHandle) response.userHandle = text(r.userHandle);
  return { id: credential.id, rawId: text(credential.rawId), type: credential.type, response };
}

/** The arcade's answer to a JSON request: its body, or an Error carrying its words. */
async function call(method, path, body) {
  const response = await fetch(path, {
    method, credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error || `the arcade answered ${response.status}`);
  return answer;
}

/** The name the page's session is signed in as; null signed out, or with the arcade not answering. */
export async function signedInPlayer() {
  try {
    return (await call('GET', '/api/session')).player || null;
  } catch {
    return null;
  }
}

/** Creation options from JSON, with their binary fields as bytes. */
function creationOptions(json) {
  return {
    ...json,
    challenge: bytes(json.challenge),
    user: { ...json.user, id: bytes(json.user.id) },
    excludeCredentials: json.excludeCredentials.map((d) => ({ ...d, id: bytes(d.id) })),
  };
}

/** Words for a ceremony the browser ended: the player cancelled, or no passkey was there. */
function ceremonyError(error) {
  if (error && error.name === 'NotAllowedError') return 'no passkey was chosen (cancelled, or timed out)';
  if (error && error.name === 'InvalidStateError') return 'this device has a passkey for this name already';
  return error && error.message ? error.message : String(error);
}

/**
 * Wires the landing's name field to passkeys: `nameInput` the name field, `box` the element
 * the buttons and the status line go in. Returns once it knows who is signed in.
 */
export async function setUpPasskeys(nameInput, box) {
  const status = document.createElement('p');
  status.id = 'passkey-status';
  status.setAttribute('role', 'status');
  status.className = 'passkey-status';
  const buttons = document.createElement('span');
  buttons.className = 'passkey-buttons';
  const list = document.createElement('ul');
  list.id = 'passkey-list';
  list.className = 'passkey-list';
  list.setAttribute('aria-label', 'Your passkeys');
  box.append(buttons, status, list);

  const button = (id, label, action) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.className = 'play';
    b.textContent = label;
    b.addEventListener('click', async () => {
      b.disabled = true;
      try { await action(); } catch (error) { status.textContent = ceremonyError(error); } finally { b.disabled = false; }
    });
    return b;
  };

  const show = (session) => {
    buttons.replaceChildren();
    list.replaceChildren();
    if (session.player) {
      nameInput.value = session.player;
      nameInput.readOnly = true;
      localStorage.setItem('fingerplay.player', session.player);
      buttons.append(button('passkey-add', 'Add a passkey', addPasskey), button('sign-out', 'Sign out', signOut));
      for (const key of session.passkeys) {
        const item = document.createElement('li');
        const made = new Date(key.created * 1000).toLocaleString();
        item.append(`Passkey made ${made} `);
        if (session.passkeys.length > 1) {
          const remove = button(`passkey-remove-${key.id}`, 'Remove', async () => {
            await call('DELETE', `/api/players/passkeys/${encodeURIComponent(key.id)}`);
            status.textContent = 'Passkey removed.';
            show(await call('GET', '/api/session'));
          });
          remove.setAttribute('aria-label', `Remove the passkey made ${made}`);
          item.append(remove);
        }
        list.append(item);
      }
    } else if (session.origin && session.origin !== location.origin) {
      // Passkeys belong to the arcade's public address: this page was opened at another.
      nameInput.readOnly = false;
      const there = document.createElement('a');
      there.id = 'sign-in-elsewhere';
      there.href = `${session.origin}/`;
      there.textContent = `Claim your name or sign in at ${session.origin}`;
      buttons.append(there);
    } else {
      nameInput.readOnly = false;
      buttons.append(button('claim-name', 'Claim your name', claim), button('sign-in', 'Sign in', signIn));
    }
  };

  async function claim() {
    const name = nameInput.value.trim();
    if (!name) { status.textContent = 'Type the name you want to claim first.'; nameInput.focus(); return; }
    const options = await call('POST', '/api/players/claim/options', { name });
    const credential = await navigator.credentials.create({ publicKey: creationOptions(options) }).catch((e) => { throw new Error(ceremonyError(e)); });
    const made = await call('POST', '/api/players/claim', credentialJSON(credential));
    status.textContent = `The name ${made.player} is yours: this device signs in with its passkey.`;
    show(await call('GET', '/api/session'));
  }

  async function signIn() {
    const options = await call('POST', '/api/session/options');
    const publicKey = { ...options, challenge: bytes(options.challenge), allowCredentials: [] };
    const credential = await navigator.credentials.get({ publicKey }).catch((e) => { throw new Error(ceremonyError(e)); });
    const made = await call('POST', '/api/session', credentialJSON(credential));
    status.textContent = `Signed in as ${made.player}.`;
    show(await call('GET', '/api/session'));
  }

  async function signOut() {
    await call('DELETE', '/api/session');
    status.textContent = 'Signed out: you play as a guest.';
    show(await call('GET', '/api/session'));
  }

  async function addPasskey() {
    const options = await call('POST', '/api/players/passkeys/options');
    const credential = await navigator.credentials.create({ publicKey: creationOptions(options) }).catch((e) => { throw new Error(ceremonyError(e)); });
    await call('POST', '/api/players/passkeys', credentialJSON(credential));
    status.textContent = 'Passkey added.';
    show(await call('GET', '/api/session'));
  }

  if (!window.PublicKeyCredential) {
    status.textContent = 'This browser makes no passkeys: you play as a guest.';
    return;
  }
  try {
    show(await call('GET', '/api/session'));
  } catch (error) {
    status.textContent = navigator.onLine ? 'Names cannot be claimed now: you play as a guest.'
      : 'Claiming a name and signing in need the network: a session signed in before still saves your results when it is back.';
  }
}
