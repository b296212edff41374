"""Values shared by the tests (imported as `support`; conftest holds only fixtures)."""

TIMEOUT = 60_000  # ms to wait for work in a worker or the event loop: ample on a loaded 2-core CI
