"""Names that belong to their players, as a player and an operator use them, in Chromium with its
virtual authenticator (the DevTools protocol's WebAuthn domain): Ada claims her name with a
passkey, signs in from a second browser with it (her passkey synced there), a third browser
cannot save a result under her name, and the operator lets the name go."""

import json
import os
import subprocess

from playwright.sync_api import expect

from conftest import ROOT, SHOTS

RECORD = open(os.path.join(ROOT, "Tests", "Fixtures", "records", "tapit-standard.json")).read()


def authenticator(page):
    """A platform authenticator that keeps passkeys and verifies its user, in `page`'s browser."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    made = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": {
        "protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
        "isUserVerified": True, "automaticPresenceSimulation": True}})
    return cdp, made["authenticatorId"]


def landing(browser, arcade):
    """The landing in a new browser, at the address passkeys are made for (localhost, not an IP address)."""
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"http://localhost:{arcade.port}/")
    return page, errors


def save_record(page, player):
    """A record sent as a page sends one played offline: the status and the answer."""
    return page.evaluate("""async ([record, player]) => {
        const r = await fetch(`/api/records?player=${encodeURIComponent(player)}`, { method: 'POST', body: record });
        return [r.status, await r.json()];
    }""", [RECORD, player])


def test_a_name_claimed_signed_in_elsewhere_kept_from_a_guest_and_let_go(browser, arcade):
    ada, ada_errors = landing(browser, arcade)
    cdp, ada_key = authenticator(ada)
    expect(ada.locator("#claim-name")).to_be_visible()
    ada.fill("#player", "Ada")
    ada.click("#claim-name")
    expect(ada.locator("#passkey-status")).to_have_text("The name Ada is yours: this device signs in with its passkey.")
    expect(ada.locator("#sign-out")).to_be_visible()
    expect(ada.locator("#player")).to_have_attribute("readonly", "")
    assert len(cdp.send("WebAuthn.getCredentials", {"authenticatorId": ada_key})["credentials"]) == 1
    box = ada.locator("#name-box").aria_snapshot()
    assert '- button "Add a passkey"' in box and '- button "Sign out"' in box and '- status: "The name Ada is yours' in box, box
    ada.screenshot(path=os.path.join(SHOTS, "passkey-claimed.png"))

    # A second browser: Ada's passkey synced there (as a phone's or a password manager's are).
    second, second_errors = landing(browser, arcade)
    cdp2, second_key = authenticator(second)
    for credential in cdp.send("WebAuthn.getCredentials", {"authenticatorId": ada_key})["credentials"]:
        cdp2.send("WebAuthn.addCredential", {"authenticatorId": second_key, "credential": credential})
    second.click("#sign-in")
    expect(second.locator("#passkey-status")).to_have_text("Signed in as Ada.")
    expect(second.locator("#player")).to_have_value("Ada")
    status, answer = save_record(second, "whatever she typed")
    assert status == 200 and answer["player"] == "Ada", answer
    # A game's bar shows the name she is signed in as, not to be changed there.
    play = second.context.new_page()
    play.goto(f"http://localhost:{arcade.port}/play.html?game=tapit")
    expect(play.locator("#player")).to_have_attribute("title", "Signed in as Ada — sign out on the arcade's first page")
    expect(play.locator("#player")).to_have_value("Ada")
    expect(play.locator("#player")).to_have_attribute("readonly", "")
    play.close()

    # A third browser, a guest who types her name: nothing is saved under it.
    guest, guest_errors = landing(browser, arcade)
    expect(guest.locator("#claim-name")).to_be_visible()
    status, answer = save_record(guest, "ada")
    assert status == 409 and answer == {"error": "the name ada is taken: sign in with its passkey to save this result under it"}
    guest.fill("#player", "ADA")
    authenticator(guest)
    guest.click("#claim-name")
    expect(guest.locator("#passkey-status")).to_have_text("the name ADA is taken")

    # The operator lets the name go (a lost passkey, a dispute): the second browser is signed out.
    released = subprocess.run([arcade.binary, "players", "release", "Ada", "--data", arcade.data], capture_output=True, text=True)
    assert released.returncode == 0 and released.stdout == "released Ada\n", released.stderr
    second.reload()
    expect(second.locator("#sign-in")).to_be_visible()
    assert json.loads(second.evaluate("fetch('/api/session').then((r) => r.text())")) == {"origin": f"http://localhost:{arcade.port}", "passkeys": [], "player": None}
    assert ada_errors == second_errors == guest_errors == []
    for page in (ada, second, guest):
        page.context.close()


def test_a_page_opened_at_another_address_sends_its_player_to_the_public_one(browser, arcade):
    context = browser.new_context()
    page = context.new_page()
    page.goto(arcade.url + "/")
    link = page.locator("#sign-in-elsewhere")
    expect(link).to_have_text(f"Claim your name or sign in at http://localhost:{arcade.port}")
    expect(link).to_have_attribute("href", f"http://localhost:{arcade.port}/")
    assert page.locator("#claim-name").count() == 0
    context.close()
