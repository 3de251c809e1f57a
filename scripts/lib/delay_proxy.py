"""A TCP proxy that delays each direction by half a round trip, for measuring what a player
feels over a network on loopback (scripts/input-delay, scripts/room-delay)."""
import asyncio
import socket
import threading


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class DelayProxy:
    """A TCP proxy that holds every chunk for `delay` seconds in each direction."""

    def __init__(self, target_port, delay):
        self.target, self.delay, self.port = target_port, delay, free_port()
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        asyncio.run_coroutine_threadsafe(self.start(), self.loop).result()

    async def start(self):
        self.server = await asyncio.start_server(self.client, "127.0.0.1", self.port)

    async def pipe(self, reader, writer):
        queue = asyncio.Queue()

        async def send():
            while True:
                due, data = await queue.get()
                if data is None:
                    writer.close()
                    return
                await asyncio.sleep(max(0, due - self.loop.time()))
                try:
                    writer.write(data)
                    await writer.drain()
                except ConnectionError:
                    return  # the other side went: a page closed
        sender = asyncio.ensure_future(send())
        try:
            while True:
                data = await reader.read(65536)
                await queue.put((self.loop.time() + self.delay, data or None))
                if not data:
                    break
        except ConnectionError:
            pass
        await sender

    async def client(self, reader, writer):
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        asyncio.ensure_future(self.pipe(reader, up_writer))
        asyncio.ensure_future(self.pipe(up_reader, writer))
