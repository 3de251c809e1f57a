#!/usr/bin/env python3
"""Arcade latency benchmark (docs/benchmarks.md): on loopback, the time from sending an input
batch to receiving the scene that reflects it, for 1 session and for N sessions each streaming
two-finger batches at 60 Hz (a pinch on a Pieces square, so every batch changes the scene),
and the server's CPU time per session.

Usage: scripts/arcade-latency.py [--bin .build/release/arcade] [--sessions 1,100] [--seconds 10]
Build first: swift build -c release --product arcade. Needs `pip install websockets`.
"""
import argparse, asyncio, json, os, socket, statistics, subprocess, sys, tempfile, time, urllib.request

from websockets.asyncio.client import connect

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import machine  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def session(url, seconds, latencies, start_gate):
    async with connect(url, max_size=2 ** 22, compression=None) as ws:
        await ws.send(json.dumps({"type": "hello", "version": 1, "game": "pieces", "width": 800, "height": 600}))
        while True:  # the welcome and the first scene
            if json.loads(await ws.recv())["type"] == "scene":
                break
        page_ms = 1000.0

        def pinch(spread):
            return {"type": "input", "events": [
                {"t": page_ms, "type": "move", "id": 1, "x": 400 - spread / 2, "y": 300},
                {"t": page_ms, "type": "move", "id": 2, "x": 400 + spread / 2, "y": 300}]}

        # Two fingers on the green square (centre 400, 300) spread until the pinch begins, so
        # that from then on every batch changes the square's scale, and so the scene.
        await ws.send(json.dumps({"type": "input", "events": [
            {"t": page_ms, "type": "down", "id": 1, "x": 380, "y": 300}, {"t": page_ms, "type": "down", "id": 2, "x": 420, "y": 300}]}))
        spread = 40
        while True:
            page_ms += 1000 / 60
            spread += 4
            await ws.send(json.dumps(pinch(spread)))
            try:
                message = await asyncio.wait_for(ws.recv(), 0.3)
                if '"type":"scene"' in message:
                    break
            except asyncio.TimeoutError:
                pass
        await start_gate.wait()
        t0 = time.perf_counter()
        next_send = t0
        k = 0
        while time.perf_counter() - t0 < seconds:
            k += 1
            page_ms += 1000 / 60
            spread = 90 + 30 * ((k % 40) / 20 - 1) + 0.5 * (k % 2)   # always a new spread
            sent = time.perf_counter()
            await ws.send(json.dumps(pinch(spread)))
            while True:
                message = await ws.recv()
                if '"type":"scene"' in message:
                    break
            latencies.append(time.perf_counter() - sent)
            next_send += 1 / 60
            delay = next_send - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
        await ws.send(json.dumps({"type": "input", "events": [
            {"t": page_ms + 16, "type": "up", "id": 1, "x": 380, "y": 300}, {"t": page_ms + 16, "type": "up", "id": 2, "x": 420, "y": 300}]}))


async def scenario(url, sessions, seconds, pid):
    latencies, gate = [], asyncio.Event()
    tasks = [asyncio.create_task(session(url, seconds, latencies, gate)) for _ in range(sessions)]
    await asyncio.sleep(1.0 + sessions * 0.01)
    cpu0, wall0 = cpu_seconds(pid), time.perf_counter()
    gate.set()
    await asyncio.gather(*tasks)
    cpu, wall = cpu_seconds(pid) - cpu0, time.perf_counter() - wall0
    ms = sorted(x * 1000 for x in latencies)
    pick = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]
    return {"sessions": sessions, "batches": len(ms), "p50_ms": round(pick(0.5), 3), "p99_ms": round(pick(0.99), 3),
            "max_ms": round(ms[-1], 3), "server_cpu_ms_per_session_second": round(cpu * 1000 / sessions / wall, 3),
            "server_cpu_percent": round(100 * cpu / wall, 1), "batches_per_second": round(len(ms) / wall, 1)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=".build/release/arcade")
    parser.add_argument("--sessions", default="1,100")
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args()
    port, data = free_port(), tempfile.mkdtemp(prefix="fingerplay-bench-")
    server = subprocess.Popen([args.bin, "--port", str(port), "--data", data], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except OSError:
                time.sleep(0.05)
        for n in [int(x) for x in args.sessions.split(",")]:
            result = asyncio.run(scenario(f"ws://127.0.0.1:{port}/ws", n, args.seconds, server.pid))
            print(json.dumps({"cpu": machine.cpu(), "cores": os.cpu_count(), **result}), flush=True)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
