"""The arcade as an operator runs it: two instances on one PostgreSQL behind nginx. One
leaderboard across them; a drained instance and a killed one lose no result and their pages
carry their games on elsewhere; PostgreSQL restarted mid-save loses nothing; a flood of silent
sockets leaves the arcade playable; /metrics parses as Prometheus text; the admin commands."""

import base64
import hashlib
import json
import os
import resource
import socket
import subprocess
import threading
import time
import urllib.request

from prometheus_client.parser import text_string_to_metric_families

from conftest import BINARY, PROXY_ADDRESS
from player import Closed, Player
from servers import http_get, wait_for


def ws_url(arcade):
    return arcade.url.replace("http", "ws") + "/ws"


def board(url, game="tapit"):
    status, body = http_get(f"{url}/api/scores?game={game}")
    assert status == 200, body
    return {e["id"]: (t["category"], e["player"], e["value"]) for t in json.loads(body)["tables"] for e in t["entries"]}


def all_scores(cluster):
    """Every stored score, from the admin command."""
    out = subprocess.run([BINARY, "scores", "export", "--database", cluster.pg.url], capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def play_to_result(player):
    player.start_tap_it()
    return player.wait_for("result", timeout=20)


def test_one_leaderboard_across_instances(arcades):
    a, b = arcades.instances
    players = [Player("Ann"), Player("Ben")]
    results = [None, None]

    def play(i, instance):
        players[i].connect(ws_url(instance))
        results[i] = play_to_result(players[i])

    threads = [threading.Thread(target=play, args=(i, inst)) for i, inst in enumerate([a, b])]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    ids = [r["id"] for r in results]
    assert all(isinstance(i, int) for i in ids), results
    assert results[0]["summary"] == "0 moves · Standard"
    # Each instance, and nginx in front, shows both results at once.
    for url in (a.url, b.url, arcades.nginx.url):
        shown = board(url)
        assert shown[ids[0]] == ("standard", "Ann", 0) and shown[ids[1]] == ("standard", "Ben", 0)
    for p in players:
        p.close()


def test_a_drained_instance_moves_its_pages_and_loses_no_earned_result(arcades):
    a, b = arcades.instances
    mid = Player("Mid")          # mid-game when the drain begins
    done = Player("Done")        # its game ended just before the drain: the result not yet acknowledged
    mid.connect(ws_url(a))
    done.connect(ws_url(a))
    mid.start_tap_it()
    done.start_tap_it()
    # Done's first command runs out at 5.2 s of its clock: a heartbeat past it makes the result
    # due, and the drain begins at once, before the page has heard of it.
    time.sleep(5.4)
    done.step()
    started = time.monotonic()
    a.process.send_signal(15)
    for p in (mid, done):
        with_move = None
        try:
            while True:
                m = p.receive(5)
                assert m is not None, "no move from the draining instance"
                if m["type"] == "move":
                    with_move = m
                    break
        except Closed:
            pass
        assert with_move is not None or any(m["type"] == "move" for m in p.messages), p.messages
    assert a.process.wait(timeout=15) == 0
    assert time.monotonic() - started < 11, "the drain took longer than its 10 s grace period"
    # Both pages carry their games on through nginx: the other instance replays their steps.
    for p in (mid, done):
        welcome = p.reconnect(arcades.ws)
        assert welcome["seed"] == p.session["seed"]
    mid_result = mid.wait_for("result", timeout=20)
    assert isinstance(mid_result["id"], int)
    # Done's result: saved by the draining instance before it went, or by the new one from the
    # handed-over steps — once either way, and the page hears of it.
    saved = [m for m in done.messages if m["type"] in ("result", "saved") and m.get("id")]
    if not saved:
        saved = [done.wait_for("result", timeout=10)]
    ids = {m["id"] for m in saved}
    assert len(ids) == 1
    scores = all_scores(arcades)
    assert [s["id"] for s in scores if s["player"] == "Done"] == list(ids)
    assert [s["id"] for s in scores if s["player"] == "Mid"] == [mid_result["id"]]
    for p in (mid, done):
        p.close()


def test_kill_9_loses_nothing_acknowledged(arcades):
    a, b = arcades.instances
    p = Player("Kim")
    p.connect(ws_url(b))
    first = play_to_result(p)
    assert isinstance(first["id"], int)
    p.step(press="newGame")      # a second game, under way when the instance dies
    time.sleep(1.0)
    p.step()
    b.kill()
    second_welcome = p.reconnect(arcades.ws)
    assert second_welcome["resumed"] is True
    # Replaying the handed-over steps reaches the first result again (already saved: the same
    # id) and then the second, judged and saved here.
    results = []
    while len(results) < 2:
        results.append(p.wait_for("result", timeout=20))
    assert results[0]["id"] == first["id"]
    assert isinstance(results[1]["id"], int) and results[1]["id"] != first["id"]
    ids = [s["id"] for s in all_scores(arcades) if s["player"] == "Kim"]
    assert ids == [first["id"], results[1]["id"]]
    p.close()


def test_postgresql_restarted_mid_save_loses_nothing(arcades):
    a, b = arcades.instances
    p = Player("Pia")
    p.connect(ws_url(a))
    p.start_tap_it()
    time.sleep(4.5)
    arcades.pg.stop("immediate")
    try:
        # The result comes while the database is down: the page is told it waits.
        result = p.wait_for("result", timeout=15)
        assert result.get("id") is None
        # Then why it carries no id (sent after the result, so the page's notice shows it).
        if not any(m["type"] == "error" for m in p.messages):
            p.wait_for("error", timeout=5)
        assert any(m["type"] == "error" and "will be saved when it is back" in m["message"] for m in p.messages)
        status, why = http_get(a.url + "/ready", 5)
        assert status == 503 and ("results wait" in why or "does not answer" in why), why
    finally:
        arcades.pg._pg_ctl_start()
    saved = p.wait_for("saved", timeout=20)
    assert isinstance(saved["id"], int) and saved["summary"] == "0 moves · Standard"
    assert [s["id"] for s in all_scores(arcades) if s["player"] == "Pia"] == [saved["id"]]
    wait_for(lambda: http_get(a.url + "/ready", 5)[0] == 200, 10, "the instance did not become ready again")
    p.close()


def test_five_thousand_silent_sockets_leave_the_arcade_playable(arcades):
    a, b = arcades.instances
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    silent = []
    try:
        for _ in range(5000):
            s = socket.socket()
            s.setblocking(False)
            s.connect_ex(("127.0.0.1", a.port))
            silent.append(s)
        time.sleep(0.5)
        # A player comes while 5,000 sockets sit there saying nothing.
        t = time.monotonic()
        p = Player("Sam")
        p.connect(ws_url(a))
        result = play_to_result(p)
        assert isinstance(result["id"], int)
        assert time.monotonic() - t < 15
        p.close()
        # Every silent socket is gone soon after the 10 s request-head timeout (those that made
        # room for newcomers earlier): each reads a 408 or the end of the stream.
        def open_count():
            still = 0
            for s in silent:
                try:
                    while s.recv(4096):
                        pass
                except BlockingIOError:
                    still += 1
                except OSError:
                    pass
            return still

        deadline = t + 16
        open_still = open_count()
        while open_still and time.monotonic() < deadline:
            time.sleep(0.5)
            open_still = open_count()
        assert open_still == 0
    finally:
        for s in silent:
            s.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    families = {f.name: f for f in text_string_to_metric_families(http_get(a.url + "/metrics")[1])}
    closed = sum(s.value for s in families["arcade_silent_connections_closed"].samples)
    assert closed >= 5000


def test_metrics_parse_as_prometheus_text_with_the_series_an_operator_watches(arcades):
    a, b = arcades.instances

    def samples_of(text):
        families = {f.name: f for f in text_string_to_metric_families(text)}
        return families, {(s.name, tuple(sorted(s.labels.items()))): s.value for f in families.values() for s in f.samples}

    _, before = samples_of(http_get(b.url + "/metrics")[1])
    p = Player("Mo")
    p.connect(ws_url(b))
    # A tap far from the targets (two events) and one event the server refuses: three events, one refused.
    p.step(inputs=[{"t": 100, "type": "down", "id": 1, "x": 5, "y": 590}, {"t": 180, "type": "up", "id": 1, "x": 5, "y": 590}])
    p.step(inputs=[{"t": 200, "type": "wave", "id": 2, "x": 5, "y": 590}])
    assert "unknown input type" in p.wait_for("error", timeout=5)["message"]
    play_to_result(p)
    # A record that does not replay to its result: refused, and counted.
    forged = json.load(open(os.path.join(os.path.dirname(__file__), "..", "Fixtures", "records", "tapit-standard.json")))
    forged["result"]["value"] = 40
    request = urllib.request.Request(b.url + "/api/records?player=Eve", data=json.dumps(forged).encode(), method="POST")
    try:
        urllib.request.urlopen(request, timeout=10)
        raise AssertionError("a forged record was accepted")
    except urllib.error.HTTPError as e:
        assert e.code == 422
    status, text = http_get(b.url + "/metrics")
    assert status == 200
    families, samples = samples_of(text)
    assert samples[("arcade_sessions_open", (("game", "tapit"), ("mode", "local")))] == 1
    assert samples[("arcade_messages_received_total", ())] > before[("arcade_messages_received_total", ())]
    assert samples[("arcade_input_events_total", ())] - before[("arcade_input_events_total", ())] == 3
    assert samples[("arcade_inputs_refused_total", ())] - before[("arcade_inputs_refused_total", ())] == 1
    assert ("arcade_rate_limit_closes_total", ()) in samples
    assert samples[("arcade_results_saved_total", (("game", "tapit"),))] >= 1
    assert samples[("arcade_results_refused_total", (("reason", "forged"),))] >= 1
    assert ("arcade_results_refused_total", (("reason", "unranked"),)) in samples
    assert samples[("arcade_record_check_queue", ())] == 0
    assert families["arcade_store_latency_seconds"].type == "histogram"
    assert samples[("arcade_store_latency_seconds_count", ())] >= 1
    assert samples[("process_resident_memory_bytes", ())] > 10_000_000
    assert samples[("process_cpu_seconds_total", ())] > 0
    assert samples[("arcade_draining", ())] == 0
    p.close()
    assert http_get(b.url + "/ready")[0] == 200
    assert http_get(b.url + "/health") == (200, "ok\n")


def test_behind_the_proxy_the_player_address_counts_and_a_forged_header_does_not(arcades):
    a, b = arcades.instances
    # Through nginx from 127.0.0.3, claiming to be 203.0.113.7: nginx appends what it saw.
    p = Player("Via")
    p.connect(arcades.ws, source="127.0.0.3", headers={"X-Forwarded-For": "203.0.113.7"})
    p.close()
    # Straight to an instance with the same claim: not from the trusted proxy, so ignored.
    q = Player("Direct")
    q.connect(ws_url(a), headers={"X-Forwarded-For": "203.0.113.8"})
    q.close()
    time.sleep(0.3)
    logs = a.text_log() + b.text_log()
    starts = [line for line in logs.splitlines() if "session start" in line]
    assert any("client=127.0.0.3 " in line for line in starts), starts[-4:]
    assert not any("client=203.0.113" in line for line in starts)
    assert not any(f"client={PROXY_ADDRESS} " in line for line in starts)


def test_admin_commands_remove_export_import_and_verify(arcades, tmp_path):
    url = arcades.pg.url
    run = lambda *args, **kw: subprocess.run([BINARY, "scores", *args, "--database", url], capture_output=True, text=True, **kw)
    # At least one result on the board: a recorded game, sent as a page that played offline would.
    record = open(os.path.join(os.path.dirname(__file__), "..", "Fixtures", "records", "tapit-standard.json")).read()
    request = urllib.request.Request(arcades.nginx.url + "/api/records?player=Rec", data=record.encode(), method="POST")
    assert json.load(urllib.request.urlopen(request, timeout=10))["summary"] == "4 moves · Standard"
    backup = tmp_path / "backup.jsonl"
    out = run("export", "--output", str(backup))
    assert out.returncode == 0, out.stderr
    lines = backup.read_text().splitlines()
    assert lines and all(json.loads(line)["record"]["game"] == "tapit" for line in lines)
    verified = run("verify")
    assert verified.returncode == 0 and f"verified {len(lines)} records: all reproduce their results" in verified.stdout
    victim = json.loads(lines[0])["id"]
    assert run("remove", str(victim)).stdout == f"removed score {victim}\n"
    gone = run("remove", str(victim))
    assert gone.returncode == 1 and f"no score {victim}" in gone.stderr
    assert victim not in board(arcades.nginx.url)
    back = run("import", str(backup))
    assert back.returncode == 0 and back.stdout == f"imported 1 scores, skipped {len(lines) - 1} already stored\n"
    assert victim in board(arcades.nginx.url)
    # A tampered line: refused whole with --verify; taken without it, then found by verify.
    forged = json.loads(lines[0])
    forged["record"]["result"]["value"] = 99
    forged["id"] = 0
    (tmp_path / "forged.jsonl").write_text(json.dumps(forged) + "\n")
    refused = run("import", "--verify", str(tmp_path / "forged.jsonl"))
    assert refused.returncode != 0 and "line 1" in refused.stderr and "does not replay to its result" in refused.stderr
    assert run("import", str(tmp_path / "forged.jsonl")).returncode == 0
    found = run("verify")
    replayed = json.loads(lines[0])["record"]["result"]["value"]
    assert found.returncode == 1 and f"the replay gives {replayed:g} move{'' if replayed == 1 else 's'} · Standard" in found.stdout, found.stdout
    forged_id = [s["id"] for s in all_scores(arcades) if s["record"]["result"]["value"] == 99][0]
    assert run("remove", str(forged_id)).returncode == 0
    assert run("verify").returncode == 0
    bad = run("import", "-")
    assert bad.returncode == 0  # empty standard input: nothing to import
    (tmp_path / "broken.jsonl").write_text(lines[0] + "\n{not json\n")
    broken = run("import", str(tmp_path / "broken.jsonl"))
    assert broken.returncode != 0 and "line 2 is not an exported score" in broken.stderr


def test_a_bad_database_is_an_error_at_start(arcades):
    pg = arcades.pg
    cases = [
        ("postgres://arcade:wrong@127.0.0.1:%d/arcade" % pg.port, 'password authentication failed for user "arcade"'),
        (pg.url.rsplit("/", 1)[0] + "/nosuch", 'database "nosuch" does not exist'),
        ("postgres://arcade@127.0.0.1:%d/arcade" % pg.port, "the server wants a password and the URL gives none"),
        ("postgresql//nonsense", "must be a postgres://"),
    ]
    for url, expected in cases:
        out = subprocess.run([BINARY, "--database", url, "--port", "0"], capture_output=True, text=True, timeout=30)
        assert out.returncode != 0 and expected in out.stderr, (url, out.stderr)
        assert "wrong" not in out.stderr


def test_players_list_and_release_claimed_names(arcades):
    url = arcades.pg.url
    run = lambda *args: subprocess.run([BINARY, "players", *args, "--database", url], capture_output=True, text=True)
    # Two names claimed (as the passkey routes store them: a name's key is its case folded).
    arcades.pg.sql("INSERT INTO player (name_key, name, claimed) VALUES ('ops ada', 'Ops Ada', 1800000000), ('ops bo', 'Ops Bo', 1800000060)", "arcade")
    arcades.pg.sql("INSERT INTO passkey (id, name_key, public_key, sign_count, created) VALUES "
                   "('0a01', 'ops ada', 'a501', 0, 1800000000), ('0a02', 'ops ada', 'a502', 0, 1800000001), ('0b01', 'ops bo', 'a503', 0, 1800000060)", "arcade")
    listed = run("list")
    assert listed.returncode == 0, listed.stderr
    assert "Ops Ada\t2027-01-15T08:00:00Z\t2 passkeys\n" in listed.stdout and "Ops Bo\t2027-01-15T08:01:00Z\t1 passkey\n" in listed.stdout
    # Exported with the scores, a line each after them; imported back into a store that lost one.
    exported = subprocess.run([BINARY, "scores", "export", "--database", url], capture_output=True, text=True, check=True).stdout.splitlines()
    names = [json.loads(line) for line in exported if "passkeys" in json.loads(line)]
    assert [n["name"] for n in names] == ["Ops Ada", "Ops Bo"] and [len(n["passkeys"]) for n in names] == [2, 1]
    assert names[1]["passkeys"][0] == {"id": "CwE", "publicKey": "pQM", "signCount": 0, "created": 1800000060}
    assert run("release", "Ops Bo").returncode == 0
    backup = "\n".join(exported) + "\n"
    back = subprocess.run([BINARY, "scores", "import", "--database", url], input=backup, capture_output=True, text=True)
    assert back.returncode == 0 and back.stdout.endswith("imported 1 claimed names, skipped 1 claimed already\n"), back.stdout + back.stderr
    assert "Ops Bo\t2027-01-15T08:01:00Z\t1 passkey\n" in run("list").stdout
    released = run("release", "OPS ADA")
    assert released.returncode == 0 and released.stdout == "released OPS ADA\n"
    assert "Ops Ada" not in run("list").stdout
    assert arcades.pg.sql("SELECT COUNT(*) FROM passkey WHERE name_key = 'ops ada'", "arcade").strip() == "0"
    again = run("release", "Ops Ada", "Ops Bo")
    assert again.returncode == 1 and again.stdout == "released Ops Bo\n" and again.stderr == "not claimed: Ops Ada\n"


def test_instances_share_sign_ins_and_sign_outs(arcades):
    a, b = arcades.instances
    # A session as a sign-in stores it: the token's SHA-256, its name, when it ends.
    token = os.urandom(32)
    cookie = "fingerplay_session=" + base64.urlsafe_b64encode(token).decode().rstrip("=")
    arcades.pg.sql("INSERT INTO player (name_key, name, claimed) VALUES ('ops cy', 'Ops Cy', 1800000000)", "arcade")
    arcades.pg.sql(f"INSERT INTO player_session (digest, name_key, expires) VALUES ('{hashlib.sha256(token).hexdigest()}', 'ops cy', 4000000000)", "arcade")

    def session(instance, method="GET"):
        request = urllib.request.Request(instance.url + "/api/session", method=method,
                                         headers={"Cookie": cookie, "Origin": f"http://localhost:{arcades.nginx.port}"})
        with urllib.request.urlopen(request, timeout=5) as answer:
            return json.loads(answer.read() or b"null"), answer.headers.get("Set-Cookie")

    try:
        assert session(a)[0]["player"] == "Ops Cy" and session(b)[0]["player"] == "Ops Cy"
        # Signed out at one instance, the browser is signed out at every one.
        _, cleared = session(a, "DELETE")
        assert cleared.startswith("fingerplay_session=; Max-Age=0"), cleared
        assert session(b)[0]["player"] is None and session(a)[0]["player"] is None
    finally:
        arcades.pg.sql("DELETE FROM player WHERE name_key = 'ops cy'", "arcade")
