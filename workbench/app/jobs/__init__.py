"""Work in a worker process, watched from the UI thread: the runner, the messages both sides send,
and the tasks."""
